// A small catalogue for the search-quality test (search-quality.int.test.ts): each service is
// there to show one rule (a field, a kind of match, a typo of some length, a suspended
// organization), with bookings set so that popularity alone would order them differently.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import type { ServiceCategory } from "@/modules/catalog/shared/categories";

const ORGANIZATIONS = {
  lotus: { name: "Lotus Wellness", active: true },
  pixel: { name: "Pixel Forge Studio", active: true },
  summit: { name: "Summit Trails", active: true },
  harbor: { name: "Harbor Lights Media", active: true },
  northwind: { name: "Northwind Audio", active: true },
  shadow: { name: "Shadow Guild", active: false },
} as const;
type OrganizationKey = keyof typeof ORGANIZATIONS;

interface FixtureService {
  org: OrganizationKey;
  title: string;
  tags: string[];
  description: string;
  category: ServiceCategory;
  price: number;
  bookings: number;
  ratingSum?: number;
  reviews?: number;
}

// prettier-ignore
const SERVICES: FixtureService[] = [
  { org: "lotus", title: "Online Yoga Class", tags: ["yoga", "fitness"], description: "Gentle morning stretches from your living room.", category: "health", price: 20, bookings: 50, ratingSum: 45, reviews: 10 },
  { org: "lotus", title: "Yoga Retreat Weekend", tags: ["wellness", "retreat"], description: "Two days of practice in the hills.", category: "health", price: 400, bookings: 10, ratingSum: 9, reviews: 2 },
  { org: "lotus", title: "Guided Meditation Course", tags: ["mindfulness", "calm"], description: "Breathing and yoga nidra for deep sleep.", category: "health", price: 60, bookings: 30 },
  { org: "lotus", title: "Pilates for Beginners", tags: ["fitness", "core"], description: "Strength and posture classes.", category: "health", price: 35, bookings: 80 },
  { org: "lotus", title: "Sea Swim Session", tags: ["swimming"], description: "Meet at the old harbor steps at dawn.", category: "health", price: 15, bookings: 4 },
  { org: "lotus", title: "Pain Relief Massage", tags: ["massage"], description: "Deep tissue work for sore backs.", category: "health", price: 70, bookings: 9 },
  { org: "pixel", title: "Logo Design Sprint", tags: ["branding", "design"], description: "Three concepts and two revisions.", category: "design", price: 300, bookings: 40, ratingSum: 20, reviews: 4 },
  { org: "pixel", title: "Website Redesign", tags: ["web", "design"], description: "A fresh look for your online store.", category: "design", price: 900, bookings: 6 },
  { org: "pixel", title: "Poster Printing", tags: ["harbor", "posters"], description: "Large formats on heavy paper.", category: "design", price: 45, bookings: 2 },
  { org: "pixel", title: "Paint Night Party", tags: ["party"], description: "Canvas, colours and music for ten guests.", category: "entertainment", price: 150, bookings: 1 },
  { org: "pixel", title: "Painting Workshop for Kids", tags: ["kids", "art"], description: "Watercolours for ages six to ten.", category: "education", price: 80, bookings: 5 },
  { org: "pixel", title: "Product Photos", tags: ["photography"], description: "Clean shots for your shop.", category: "creative", price: 200, bookings: 12 },
  { org: "summit", title: "Harbor Sunset Cruise", tags: ["boat", "evening"], description: "Two hours on the water.", category: "travel", price: 90, bookings: 1 },
  { org: "northwind", title: "Amp Model 2e4b", tags: ["audio"], description: "Rent a compact amplifier.", category: "entertainment", price: 25, bookings: 0 },
  { org: "summit", title: "Photography Tour", tags: ["travel", "photography"], description: "Walk the old town with a camera.", category: "travel", price: 120, bookings: 7 },
  { org: "harbor", title: "Drone Filming Package", tags: ["video", "aerial"], description: "Aerial footage for weddings.", category: "creative", price: 700, bookings: 3 },
  { org: "shadow", title: "Shadow Puppet Show", tags: ["puppets", "yoga"], description: "Online yoga for puppets.", category: "entertainment", price: 55, bookings: 99 },
];

/** What the catalogue should list: the services of organizations that are not suspended. */
export const LISTED = SERVICES.filter((service) => ORGANIZATIONS[service.org].active);

/** Writes the fixture through Prisma, as the app does (the triggers build the search). */
export async function seedQualityFixture(
  client: PrismaClient,
): Promise<Record<OrganizationKey, string>> {
  const ids = {} as Record<OrganizationKey, string>;
  for (const [key, org] of Object.entries(ORGANIZATIONS) as [
    OrganizationKey,
    (typeof ORGANIZATIONS)[OrganizationKey],
  ][]) {
    const user = await client.user.create({
      data: { name: org.name, email: `${key}@quality.test`, role: "org", isActive: org.active },
    });
    ids[key] = (
      await client.organizationProfile.create({ data: { userId: user.id, name: org.name } })
    ).id;
  }
  for (const service of SERVICES) {
    await client.service.create({
      data: {
        organizationId: ids[service.org],
        title: service.title,
        description: service.description,
        tags: service.tags,
        category: service.category,
        price: service.price,
        status: "active",
        bookingCount: service.bookings,
        ratingSum: service.ratingSum ?? 0,
        reviewCount: service.reviews ?? 0,
      },
    });
  }
  return ids;
}
