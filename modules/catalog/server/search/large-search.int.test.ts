// A search matching more than EXACT_UP_TO services (large.ts): the page is read tier by tier and
// must be exactly the page the full ranking gives (pages that span tiers, a later page, the last
// one, and a page 2 after services were added); the counts are flagged as estimates above the
// threshold and exact at or below it.
// On PostgreSQL and on the embedded PGlite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogResults } from "@/modules/catalog/shared/catalog-types";
import type { ServiceCategory } from "@/modules/catalog/shared/categories";
import { catalogQuerySchema } from "@/modules/catalog/shared/validations";
import {
  BOTH_DATABASES,
  plantOrganization,
  type OpenedDatabase,
} from "@/test/integration/both-databases";
import { pagesFrom } from "@/test/integration/catalog-pages";
import { searchCatalog } from "../search-services";
import { EXACT_UP_TO } from "./probe";

interface Planted {
  title: string;
  tags: string[];
  description: string;
  category: ServiceCategory;
  bookings: number;
  price: number;
  /** The tier "lantern" puts it in: 0 exact in a title, 1 exact in tags, 2 exact in the
   *  description, 3 a longer word in a title (the last word matches as a prefix). */
  tier: number;
}

// Popularity alone would order the tiers backwards: the later a tier, the more booked.
const TIERS: {
  count: number;
  make: (i: number) => Omit<Planted, "bookings" | "price">;
}[] = [
  {
    count: 30,
    make: (i) => ({
      title: `Lantern Walk ${i}`,
      tags: ["evening"],
      description: "A guided stroll.",
      category: "travel",
      tier: 0,
    }),
  },
  {
    count: 10,
    make: (i) => ({
      title: `Night Tour ${i}`,
      tags: ["lantern"],
      description: "Old streets after dark.",
      category: "travel",
      tier: 1,
    }),
  },
  {
    count: 1_200,
    make: (i) => ({
      title: `Garden Party ${i}`,
      tags: ["party"],
      description: "Tables lit by a lantern and music.",
      category: "entertainment",
      tier: 2,
    }),
  },
  {
    count: 20,
    make: (i) => ({
      title: `Lanterns Festival ${i}`,
      tags: ["festival"],
      description: "Paper crafts for all ages.",
      category: "creative",
      tier: 3,
    }),
  },
];

const PLANTED: Planted[] = TIERS.flatMap(({ count, make }, tierIndex) =>
  Array.from({ length: count }, (_, i) => ({
    ...make(i),
    bookings: 10_000 * tierIndex + ((i * 7919) % count),
    price: 10 + ((i * 104_729 + tierIndex * 13) % 4_000),
  })),
);

describe.each(BOTH_DATABASES)("a search over EXACT_UP_TO matches on $name", (database) => {
  let organizationId: string;
  let client: OpenedDatabase["client"];
  let close: () => Promise<unknown>;
  /** Title -> id, and the full ranking of "lantern" computed here from the planted data. */
  const ids = new Map<string, string>();
  let ranked: string[] = [];
  const search = (query: Record<string, string>): Promise<CatalogResults> =>
    searchCatalog(client, catalogQuerySchema.parse(query));

  beforeAll(async () => {
    ({ client, close } = await database.open());
    organizationId = await plantOrganization(client, "Glow Co", "lantern@large.test");
    await client.service.createMany({
      data: PLANTED.map((service) => ({
        organizationId,
        title: service.title,
        tags: service.tags,
        description: service.description,
        category: service.category,
        price: service.price,
        status: "active" as const,
        bookingCount: service.bookings,
      })),
    });
    for (const row of await client.service.findMany({
      select: { id: true, title: true },
    }))
      ids.set(row.title, row.id);
    ranked = [...PLANTED]
      .sort((a, b) => a.tier - b.tier || b.bookings - a.bookings)
      .map((service) => ids.get(service.title)!);
  });
  afterAll(() => close());

  it("flags the counts of a match over the threshold as estimates and never reads them below it", async () => {
    const page = await search({ search: "lantern" });
    expect(PLANTED.length).toBeGreaterThan(EXACT_UP_TO);
    expect(page.totalIsEstimate).toBe(true);
    expect(page.categoryCountsAreEstimates).toBe(true);
    // The whole catalogue is smaller than the sample, so the estimate meets every service.
    expect(page.total).toBe(1_260);
    expect(page.stats?.count).toBe(1_260);
    // In the categories' own order, as the exact counts come.
    expect(page.categories).toEqual([
      { category: "entertainment", count: 1_200 },
      { category: "travel", count: 40 },
      { category: "creative", count: 20 },
    ]);
  });

  it("keeps the counts exact, and says so, at or below the threshold", async () => {
    const small = await search({ search: "festival" });
    expect(small).toMatchObject({
      total: 20,
      totalIsEstimate: false,
      categoryCountsAreEstimates: false,
    });
    expect(small.categories).toEqual([{ category: "creative", count: 20 }]);
    // A large search in a category whose own match is small: that total exact, the chips not.
    const travel = await search({ search: "lantern", category: "travel" });
    expect(travel).toMatchObject({
      total: 40,
      totalIsEstimate: false,
      categoryCountsAreEstimates: true,
    });
    expect(travel.items.map((item) => item.id)).toEqual(ranked.slice(0, 40));
    expect(travel.stats).toMatchObject({
      count: 40,
      totalBookings: 30 * 0 + 435 + 10 * 10_000 + 45,
    });
  });

  it("gives the full ranking's pages: the first spans three tiers, later ones and the last too", async () => {
    const pages = await pagesFrom(search, { search: "lantern" });
    expect(pages).toHaveLength(26);
    // Page 1: the 30 title matches, the 10 tag matches, the 10 best-booked description matches.
    expect(pages[0]!.items.map((item) => item.id)).toEqual(ranked.slice(0, 50));
    expect(pages[1]!.items.map((item) => item.id)).toEqual(ranked.slice(50, 100));
    // Page 25: the last 40 description matches, then the first 10 "lanterns" titles (a prefix);
    // page 26, the last, the other 10.
    expect(pages[24]!.items.map((item) => item.id)).toEqual(ranked.slice(1_200, 1_250));
    expect(pages[25]!.items.map((item) => item.id)).toEqual(ranked.slice(1_250));
    expect(pages[25]!.nextCursor).toBeNull();
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(ranked);
  });

  it("walks other orders with the match as a filter, the same page as a full sort", async () => {
    const byPrice = [...PLANTED]
      // Ties by id, as PostgreSQL compares text here (byte order).
      .sort((a, b) => a.price - b.price || (ids.get(a.title)! < ids.get(b.title)! ? -1 : 1))
      .map((service) => ids.get(service.title)!);
    const first = await search({ search: "lantern", sort: "price_asc" });
    expect(first.totalIsEstimate).toBe(true);
    expect(first.items.map((item) => item.id)).toEqual(byPrice.slice(0, 50));
    const second = await search({
      search: "lantern",
      sort: "price_asc",
      cursor: first.nextCursor!,
    });
    expect(second.items.map((item) => item.id)).toEqual(byPrice.slice(50, 100));
  });

  it("reads page 2 from its cursor's tier on: services added after page 1 neither repeat nor go missing", async () => {
    const first = await search({ search: "lantern" });
    // Page 1 ends in the description tier at its 10th most booked (20,000 + 1,190 bookings).
    const added = await Promise.all(
      [
        { title: "Lantern Parade", description: "First of all.", bookingCount: 99_999 },
        { title: "River Cruise", description: "By lantern light.", bookingCount: 21_189 },
      ].map((service) =>
        client.service.create({
          data: {
            ...service,
            organizationId,
            tags: [],
            category: "travel",
            price: 10,
            status: "active",
          },
        }),
      ),
    );
    try {
      const second = await search({ search: "lantern", cursor: first.nextCursor! });
      // The new title match ranks before page 1's end; the description match, as booked as the
      // next planted one but newer, comes first after it.
      expect(second.items.map((item) => item.id)).toEqual([added[1]!.id, ...ranked.slice(50, 99)]);
    } finally {
      await client.service.deleteMany({ where: { id: { in: added.map((row) => row.id) } } });
    }
  });
});
