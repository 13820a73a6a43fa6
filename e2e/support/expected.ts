// What the public screens must show, written out from docs/spec.md and computed from the demo data
// the e2e server seeds (prisma/seed/demo-data.ts). Tests never read the app's own database code.
import type { Page } from "@playwright/test";
import { formatFigure } from "../../modules/catalog/shared/figures";
import {
  DEMO_CUSTOMERS,
  DEMO_HISTORY,
  DEMO_ORGANIZATIONS,
  DEMO_SERVICES,
  DEMO_SHOWCASES,
} from "../../prisma/seed/demo-data";

export interface ShowcaseExpectation {
  slug: string;
  title: string;
  badge: string;
  /** The price of the page's booking link ("Link price" column). */
  linkPrice: number;
  options: { title: string; price: number }[];
}

/** docs/spec.md section 2, "Static service pages", in the spec's order; badges from the demo data. */
export const SHOWCASES: ShowcaseExpectation[] = [
  {
    slug: "living-spaces",
    title: "Living Spaces",
    badge: "Accommodation",
    linkPrice: 100,
    options: [
      { title: "Monthly Stay", price: 100 },
      { title: "Weekly Stay", price: 30 },
      { title: "Daily Stay", price: 5 },
    ],
  },
  {
    slug: "sustainable-trips",
    title: "Sustainable Trips",
    badge: "Travel",
    linkPrice: 250,
    options: [
      { title: "Weekend Getaway", price: 250 },
      { title: "Week-long Adventure", price: 800 },
      { title: "Extended Journey", price: 1500 },
    ],
  },
  {
    slug: "organic-products",
    title: "Organic Products",
    badge: "Wellness",
    linkPrice: 50,
    options: [
      { title: "Fresh Produce Box", price: 50 },
      { title: "Wellness Package", price: 75 },
      { title: "Premium Bundle", price: 120 },
    ],
  },
  {
    slug: "tech-services",
    title: "Tech Services",
    badge: "Technology",
    linkPrice: 150,
    options: [
      { title: "Basic Website", price: 150 },
      { title: "Full-Stack Application", price: 500 },
      { title: "Enterprise Solution", price: 1000 },
    ],
  },
  {
    slug: "startup-events",
    title: "StartUp Circle Events",
    badge: "Networking",
    linkPrice: 75,
    options: [
      { title: "Monthly Meetup", price: 75 },
      { title: "Workshop Session", price: 100 },
      { title: "Annual Conference", price: 300 },
    ],
  },
  {
    slug: "event-passes",
    title: "Event Passes",
    badge: "Events",
    linkPrice: 120,
    options: [
      { title: "General Admission", price: 120 },
      { title: "VIP Experience", price: 250 },
      { title: "Platinum Package", price: 500 },
    ],
  },
];

const priceByTitle = new Map<string, number>([
  ...DEMO_SERVICES.map((service) => [service.title, service.price] as const),
  ...DEMO_SHOWCASES.flatMap((page) =>
    page.options.map((option) => [option.title, option.price] as const),
  ),
]);

function priceOf(title: string): number {
  const price = priceByTitle.get(title);
  if (price === undefined) throw new Error(`demo history names an unknown service "${title}"`);
  return price;
}

/** The landing page's figures, as formatFigure states them, from the seeded rows. */
export const FIGURES = {
  // The demo user, one account per organization and the customers (admins are not counted).
  activeUsers: formatFigure(1 + DEMO_ORGANIZATIONS.length + DEMO_CUSTOMERS.length),
  // The catalogue plus the three options of every showcase page.
  services: formatFigure(DEMO_SERVICES.length + 3 * DEMO_SHOWCASES.length),
  // Every completed booking of the history was paid with the service's price in coins.
  coinsTraded: formatFigure(DEMO_HISTORY.reduce((sum, entry) => sum + priceOf(entry.service), 0)),
};

/** The number a figure states at least: "16k+" is 16000, "20+" is 20, "7" is 7. */
export function figureFloor(figure: string): number {
  const match = figure.trim().match(/^(\d+)(k?)\+?$/);
  if (!match) throw new Error(`not a marketing figure: "${figure}"`);
  return Number(match[1]) * (match[2] ? 1000 : 1);
}

/** Rating and review count a showcase card shows: the seeded reviews of the page's options. */
export function showcaseRating(slug: string): { rating: string; reviewCount: number } {
  const page = DEMO_SHOWCASES.find((showcase) => showcase.slug === slug);
  if (!page) throw new Error(`no demo showcase "${slug}"`);
  const titles = new Set(page.options.map((option) => option.title));
  const ratings = DEMO_HISTORY.filter((entry) => titles.has(entry.service)).flatMap((entry) =>
    entry.review ? [entry.review.rating] : [],
  );
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  // docs/spec.md section 9: 4.5 without reviews; otherwise the mean, to one decimal.
  const mean = ratings.length === 0 ? 4.5 : Math.round((sum / ratings.length) * 10) / 10;
  return { rating: mean.toFixed(1), reviewCount: ratings.length };
}

/** "3 reviews", "1 review", "No reviews yet". */
export function reviewsLabel(count: number): string {
  if (count === 0) return "No reviews yet";
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/** The value (dd) next to a term (dt) of a description list, e.g. "Total" in the order summary. */
export function definitionOf(scope: Page, term: string) {
  return scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^\\s*${term}\\s*$`) })
    .locator("xpath=..")
    .getByRole("definition");
}

/** The query of a link's href, e.g. the /payment link of a Book button. */
export function hrefQuery(href: string | null): { pathname: string; params: URLSearchParams } {
  if (href === null) throw new Error("link has no href");
  const url = new URL(href, "http://localhost");
  return { pathname: url.pathname, params: url.searchParams };
}
