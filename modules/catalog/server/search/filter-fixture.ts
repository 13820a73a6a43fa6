// A catalogue for the sort and filter tests (sort-filter.int.test.ts on both databases,
// ../catalog-filters.int.test.ts over HTTP): 1,150 services whose prices, bookings and dates repeat
// (ties only the id breaks), whose ratings sit on the one-decimal boundaries the rating filter
// rounds at (4.25 shows as 4.3), and whose durations read in every unit, a few naming no span.
// More than EXACT_UP_TO (1,000) pass the loosest filters and fewer the others, so both ways of
// answering a filtered list are exercised; the whole catalogue is smaller than the probe's
// sample, so even an estimated answer meets every service and its figures come out exact.
// The expected answers are computed here, from the planted values, without the database.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import type { CatalogListing } from "@/modules/catalog/shared/catalog-types";
import {
  averageRating,
  SERVICE_CATEGORIES,
  type ServiceCategory,
} from "@/modules/catalog/shared/categories";
import { withinDuration } from "@/modules/catalog/shared/duration-filter";
import { durationMs } from "@/lib/bookings/expiry";
import type { CatalogQuery } from "@/modules/catalog/shared/validations";

const PLANTED_COUNT = 1_150;

const DURATIONS = [
  "90 minutes",
  "1 day",
  "half a day",
  "3 days",
  "1 week",
  "7 working days",
  "2 weeks",
  "1 month",
  "6 weeks",
  "Per session",
  null,
  "2 hours",
] as const;

const BASE = Date.parse("2026-06-01T12:00:00.000Z");
const HOUR = 3_600_000;

export interface PlantedService {
  id: string;
  title: string;
  category: ServiceCategory;
  price: number;
  ratingSum: number;
  reviewCount: number;
  bookingCount: number;
  duration: string | null;
  createdAt: Date;
}

/** The planted services' values, id not yet known. */
function plantedValues(): Omit<PlantedService, "id">[] {
  return Array.from({ length: PLANTED_COUNT }, (_, i) => {
    const reviewCount = i % 7;
    return {
      // "lantern" is in 46 titles (a small search), "planted" in every description (a large one).
      title: i % 25 === 0 ? `Lantern Tour ${i}` : `Service ${i}`,
      category: i % 10 === 0 ? "travel" : "design",
      price: 10 * (1 + ((i * 37) % 60)),
      reviewCount,
      // Averages from 3 to 5: 4.25 (17 over 4), 4.5 (9 over 2) and the like among them.
      ratingSum: reviewCount === 0 ? 0 : Math.min(5 * reviewCount, 3 * reviewCount + (i % 9)),
      bookingCount: (i * 13) % 40,
      duration: DURATIONS[i % DURATIONS.length]!,
      createdAt: new Date(BASE - ((i * 17) % 50) * HOUR),
    };
  });
}

/** Plants the services under one organization; their ids, in plantedValues' order. */
export async function plantFilterFixture(
  client: PrismaClient,
  organizationId: string,
): Promise<PlantedService[]> {
  const values = plantedValues();
  await client.service.createMany({
    data: values.map((service) => ({
      ...service,
      organizationId,
      description: "A planted service of the sort and filter tests.",
      status: "active" as const,
    })),
  });
  const ids = new Map(
    (await client.service.findMany({ select: { id: true, title: true } })).map((row) => [
      row.title,
      row.id,
    ]),
  );
  return values.map((service) => ({ ...service, id: ids.get(service.title)! }));
}

/** The queries the tests page through: every sort, every filter, alone and together. */
export const FILTER_QUERIES: Record<string, string>[] = [
  ...["relevance", "price_asc", "price_desc", "rating", "popular", "newest"].flatMap(
    (sort): Record<string, string>[] => [
      { sort },
      // Under EXACT_UP_TO: counted and sorted whole.
      { sort, maxPrice: "200" },
      // Over it: the order's index walked with the filter.
      { sort, minPrice: "40" },
    ],
  ),
  { sort: "rating", minRating: "4.3" },
  { sort: "price_desc", minRating: "4.5" },
  { sort: "newest", duration: "day" },
  { sort: "relevance", duration: "week" },
  { sort: "popular", duration: "month" },
  { sort: "price_asc", duration: "longer" },
  { sort: "price_asc", minPrice: "100", maxPrice: "300", minRating: "4", duration: "week" },
  // A large filtered match in a category whose own is small.
  { sort: "newest", category: "travel", minPrice: "40" },
  { sort: "rating", category: "travel", minRating: "4" },
  // A search with filters, a small match and a large one.
  { search: "lantern", maxPrice: "300" },
  { search: "lantern", minRating: "4", sort: "rating" },
  // Page 2 on starts in the last tier of the relevance order (the description).
  { search: "planted" },
  { search: "planted", minPrice: "40" },
  { search: "planted", minPrice: "40", sort: "price_asc" },
  { search: "planted", duration: "week", sort: "popular" },
  // Nothing passes.
  { minPrice: "601" },
  { minRating: "5", duration: "day", maxPrice: "10" },
];

const rating = (s: PlantedService) => (s.reviewCount === 0 ? 0 : s.ratingSum / s.reviewCount);
const byId = (a: PlantedService, b: PlantedService) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const popularity = (a: PlantedService, b: PlantedService) =>
  b.bookingCount - a.bookingCount || b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b);

const ORDERS: Record<CatalogQuery["sort"], (a: PlantedService, b: PlantedService) => number> = {
  price_asc: (a, b) => a.price - b.price || byId(a, b),
  price_desc: (a, b) => b.price - a.price || byId(b, a),
  rating: (a, b) => rating(b) - rating(a) || b.reviewCount - a.reviewCount || byId(a, b),
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b),
  popular: popularity,
  // Every match of these searches is alike (one word in the title, or in the description).
  relevance: popularity,
};

export interface ExpectedAnswer {
  ids: string[];
  total: number;
  categories: CatalogListing["categories"];
  stats: CatalogListing["stats"];
}

/**
 * A query of FILTER_QUERIES as the expected answers read it: its own words, not the API's
 * schema, so that a filter the API ignored would show as a difference.
 */
function asQuery(raw: Record<string, string>): CatalogQuery {
  const number = (name: string) => (raw[name] === undefined ? undefined : Number(raw[name]));
  return {
    search: raw.search,
    category: raw.category as CatalogQuery["category"],
    sort: (raw.sort ?? "relevance") as CatalogQuery["sort"],
    minPrice: number("minPrice"),
    maxPrice: number("maxPrice"),
    minRating: number("minRating"),
    duration: raw.duration as CatalogQuery["duration"],
    limit: 50,
  };
}

/** What the catalogue must answer for `raw` over `planted`: every page's ids, the figures. */
export function expectedAnswer(
  planted: PlantedService[],
  raw: Record<string, string>,
): ExpectedAnswer {
  const query = asQuery(raw);
  const word = query.search?.toLowerCase();
  const matched = planted.filter(
    (s) =>
      (!word || (word === "planted" ? true : s.title.toLowerCase().split(" ").includes(word))) &&
      (query.minPrice === undefined || s.price >= query.minPrice) &&
      (query.maxPrice === undefined || s.price <= query.maxPrice) &&
      // The rating as the card shows it.
      (query.minRating === undefined ||
        (averageRating(s.ratingSum, s.reviewCount) ?? 0) >= query.minRating) &&
      (query.duration === undefined || withinDuration(durationMs(s.duration), query.duration)),
  );
  const chosen = matched.filter((s) => !query.category || s.category === query.category);
  const counts = new Map<ServiceCategory, number>();
  for (const s of matched) counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
  const sum = (pick: (s: PlantedService) => number) => chosen.reduce((t, s) => t + pick(s), 0);
  const reviews = sum((s) => s.reviewCount);
  return {
    ids: [...chosen].sort(ORDERS[query.sort]).map((s) => s.id),
    total: chosen.length,
    // In the categories' own order, as the database lists them.
    categories: SERVICE_CATEGORIES.flatMap((category) => {
      const count = counts.get(category);
      return count ? [{ category, count }] : [];
    }),
    stats:
      chosen.length === 0
        ? null
        : {
            count: chosen.length,
            totalBookings: sum((s) => s.bookingCount),
            averageRating:
              reviews > 0 ? Math.round((sum((s) => s.ratingSum) / reviews) * 10) / 10 : null,
            minPrice: Math.min(...chosen.map((s) => s.price)),
            maxPrice: Math.max(...chosen.map((s) => s.price)),
            averagePrice: Math.round(sum((s) => s.price) / chosen.length),
          },
  };
}
