// The catalogue search's quality, on PostgreSQL and on the embedded PGlite alike: a fixed set of
// searches with their expected top results (exact words, prefixes, typos by word length:
// insertions, deletions, substitutions and swaps; titles, tags, organization names and
// descriptions; the ranking), the category counts and statistics of what matched, and the
// unfiltered catalogue's figures against a reference query after the writes that change them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogResults } from "@/modules/catalog/shared/catalog-types";
import { catalogQuerySchema } from "@/modules/catalog/shared/validations";
import { BOTH_DATABASES, type OpenedDatabase } from "@/test/integration/both-databases";
import { searchCatalog } from "../search-services";
import { LISTED, seedQualityFixture } from "./quality-fixture";
import { foldCatalogTally } from "./tally";

interface Expectation {
  search: string;
  /** The first results, in order. */
  top: string[];
  /** How many match in all (default: exactly `top`). */
  total?: number;
  why: string;
}

const YOGA = ["Online Yoga Class", "Yoga Retreat Weekend", "Guided Meditation Course"];
const HARBOR = [
  "Harbor Sunset Cruise",
  "Poster Printing",
  "Drone Filming Package",
  "Sea Swim Session",
];

// prettier-ignore
const QUERIES: Expectation[] = [
  { search: "yoga", top: YOGA, why: "exact: titles by popularity, then the description; a suspended organization's service never" },
  { search: "YOGA!", top: YOGA, why: "case and punctuation do not matter" },
  { search: "harbor", top: HARBOR, why: "title > tags > organization > description, whatever the popularity" },
  { search: "paint", top: ["Paint Night Party", "Painting Workshop for Kids", "Pain Relief Massage"], why: "exact > prefix > typo" },
  { search: "photo", top: ["Product Photos", "Photography Tour"], why: "the last word as a prefix, ties by popularity" },
  { search: "yog", top: YOGA, why: "a 3-letter prefix" },
  { search: "stretch", top: ["Online Yoga Class"], why: "a prefix of a description word" },
  { search: "stretches", top: ["Online Yoga Class"], why: "a description word" },
  { search: "mindfulness", top: ["Guided Meditation Course"], why: "a tag" },
  { search: "pixel forge", top: ["Logo Design Sprint", "Product Photos", "Website Redesign"], total: 6, why: "an organization's name" },
  { search: "yoga class", top: ["Online Yoga Class"], why: "every word must match" },
  { search: "class yoga", top: ["Online Yoga Class"], why: "in any order" },
  { search: "yog class", top: [], total: 0, why: "only the last word is a prefix" },
  { search: "yoda", top: [], total: 0, why: "4 letters: no typo (yoga is one substitution away)" },
  { search: "yogi", top: [], total: 0, why: "4 letters: no typo" },
  { search: "yogaa", top: YOGA, why: "5 letters: one insertion" },
  { search: "yogaaa", top: [], total: 0, why: "6 letters: two insertions are one too many" },
  { search: "desgn", top: ["Logo Design Sprint", "Website Redesign"], why: "5 letters: one deletion, title before tag" },
  { search: "dseign", top: ["Logo Design Sprint", "Website Redesign"], why: "a swap of two letters is one typo" },
  { search: "onilne", top: ["Online Yoga Class", "Website Redesign"], why: "a swap, in a title and in a description" },
  { search: "pilatess", top: ["Pilates for Beginners"], why: "one insertion" },
  { search: "pilatez", top: ["Pilates for Beginners"], why: "one substitution" },
  { search: "pianting", top: ["Painting Workshop for Kids"], why: "8 letters: one swap" },
  { search: "medtaton", top: [], total: 0, why: "8 letters: two deletions are one too many" },
  { search: "medtation", top: ["Guided Meditation Course"], why: "9 letters: two typos allowed" },
  { search: "photgarphy", top: ["Photography Tour", "Product Photos"], why: "10 letters: a deletion and a swap; title before tag" },
  { search: "photograpky", top: ["Photography Tour", "Product Photos"], why: "one substitution in a long word" },
  { search: "mindfulnes", top: ["Guided Meditation Course"], why: "a typo in a tag" },
  { search: "harbour", top: HARBOR, why: "typos rank by field too" },
  { search: "lotus welness", top: ["Yoga Retreat Weekend", "Pilates for Beginners", "Online Yoga Class"], total: 6, why: "a typo matching a tag beats the same typo in the organization's name" },
  { search: "guided meditatoin", top: ["Guided Meditation Course"], why: "an exact word and a swapped one" },
  { search: "shadow", top: [], total: 0, why: "a suspended organization's services are not listed" },
  { search: "puppet", top: [], total: 0, why: "nor found by their titles" },
  { search: "2e4b", top: ["Amp Model 2e4b"], total: 1, why: "a word PostgreSQL's parser splits ('2e4', a number, and 'b') is split the same way" },
  { search: "qqzzxxyy", top: [], total: 0, why: "nothing like it" },
  { search: "!!!", top: [], total: 0, why: "no word at all" },
];

function parse(query: Record<string, string>) {
  return catalogQuerySchema.parse(query);
}

describe.each(BOTH_DATABASES)("the catalogue search on $name", (database) => {
  let client: OpenedDatabase["client"];
  let close: () => Promise<unknown>;
  let orgs: Awaited<ReturnType<typeof seedQualityFixture>>;
  const search = (query: Record<string, string>): Promise<CatalogResults> =>
    searchCatalog(client, parse(query));

  beforeAll(async () => {
    ({ client, close } = await database.open());
    orgs = await seedQualityFixture(client);
  });
  afterAll(() => close());

  it.each(QUERIES)("finds $search: $why", async ({ search: text, top, total }) => {
    const page = await search({ search: text });
    expect(page.items.slice(0, top.length).map((item) => item.title)).toEqual(top);
    expect(page.total).toBe(total ?? top.length);
    expect(page.items).toHaveLength(Math.min(50, page.total));
  });

  it("counts and sums exactly what matched, across categories and in the chosen one", async () => {
    const yoga = await search({ search: "yoga" });
    expect(yoga.categories).toEqual([{ category: "health", count: 3 }]);
    // 20 + 400 + 60 coins; 50 + 10 + 30 bookings; (45 + 9) stars over 12 reviews.
    expect(yoga.stats).toEqual({
      count: 3,
      totalBookings: 90,
      averageRating: 4.5,
      minPrice: 20,
      maxPrice: 400,
      averagePrice: 160,
    });
    const inCategory = await search({ search: "design", category: "creative" });
    expect(inCategory).toMatchObject({ items: [], total: 0, stats: null });
    expect(inCategory.categories).toEqual([{ category: "design", count: 2 }]);
    const health = await search({ search: "yoga", category: "health" });
    expect(health.total).toBe(3);
  });

  it("sorts and pages what matched", async () => {
    const cheapest = await search({ search: "yoga", sort: "price_asc" });
    expect(cheapest.items.map((item) => item.price)).toEqual([20, 60, 400]);
    const dearest = await search({ search: "yoga", sort: "price_desc" });
    expect(dearest.items.map((item) => item.price)).toEqual([400, 60, 20]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CatalogResults = await search({
        search: "yoga",
        limit: "1",
        ...(cursor ? { cursor } : {}),
      });
      expect(page.total).toBe(3);
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(YOGA);
  });

  /** The unfiltered catalogue's figures as a plain query over every service computes them. */
  async function reference(category?: string) {
    const [row] = await client.$queryRawUnsafe<
      { n: bigint; b: bigint | null; min: number | null; max: number | null; avg: number | null }[]
    >(
      `SELECT count(*) AS n, sum(s."bookingCount")::bigint AS b, min(s."price") AS min,
              max(s."price") AS max, avg(s."price")::float8 AS avg
         FROM "Service" s JOIN "OrganizationProfile" o ON o."id" = s."organizationId"
         JOIN "User" u ON u."id" = o."userId"
        WHERE s."status" = 'active' AND s."deletedAt" IS NULL AND u."isActive"
          ${category ? `AND s."category" = '${category}'` : ""}`,
    );
    return Number(row!.n) === 0
      ? null
      : expect.objectContaining({
          count: Number(row!.n),
          totalBookings: Number(row!.b),
          minPrice: row!.min,
          maxPrice: row!.max,
          averagePrice: Math.round(row!.avg!),
        });
  }

  it("keeps the unfiltered catalogue's counts and statistics exact through the writes that change them", async () => {
    const all = await search({});
    expect(all.total).toBe(LISTED.length);
    expect(all.stats).toEqual(await reference());
    expect((await search({ category: "health" })).stats).toEqual(await reference("health"));

    const byTitle = async (title: string) => client.service.findFirstOrThrow({ where: { title } });
    await client.service.update({
      where: { id: (await byTitle("Online Yoga Class")).id },
      data: { price: 25 },
    });
    await client.service.update({
      where: { id: (await byTitle("Sea Swim Session")).id },
      data: { deletedAt: new Date() },
    });
    await client.service.update({
      where: { id: (await byTitle("Logo Design Sprint")).id },
      data: { bookingCount: { increment: 5 } },
    });
    await client.service.update({
      where: { id: (await byTitle("Product Photos")).id },
      data: { category: "design" },
    });
    await client.service.delete({ where: { id: (await byTitle("Poster Printing")).id } });
    const lotus = await client.organizationProfile.findUniqueOrThrow({ where: { id: orgs.lotus } });
    await client.user.update({ where: { id: lotus.userId }, data: { isActive: false } });
    for (const category of [undefined, "health", "design", "creative"]) {
      const page = await search(category ? { category } : {});
      expect(page.stats).toEqual(await reference(category));
    }
    expect((await search({ search: "yoga" })).total).toBe(0);

    await client.user.update({ where: { id: lotus.userId }, data: { isActive: true } });
    await foldCatalogTally(client);
    const again = await search({});
    expect(again.stats).toEqual(await reference());
    expect(again.total).toBe(LISTED.length - 2);
    expect(again.categories.reduce((sum, entry) => sum + entry.count, 0)).toBe(again.total);
    expect((await search({ search: "yoga" })).items[0]).toMatchObject({
      title: "Online Yoga Class",
      price: 25,
    });
  });

  it("finds an organization's services by its new name after a rename", async () => {
    await client.organizationProfile.update({
      where: { id: orgs.summit },
      data: { name: "Everest Trails" },
    });
    const everest = await search({ search: "everest" });
    expect(everest.items.map((item) => item.title).sort()).toEqual([
      "Harbor Sunset Cruise",
      "Photography Tour",
    ]);
    expect((await search({ search: "summit" })).total).toBe(0);
    expect((await search({ search: "everst" })).total).toBe(2);
  });
});
