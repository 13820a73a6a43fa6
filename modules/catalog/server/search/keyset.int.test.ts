// The catalogue's keyset pages in every order it offers, browsing and searching, on PostgreSQL and
// on the embedded PGlite: services added between page 1 and page 2 (one before page 1, one between
// its last service and the next) make no service repeat and none go missing, page 1 ending inside
// a tie of the sort value included; a search's page 2 starting in a worse rank than page 1's end
// too; and a cursor of one order is refused in another.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CatalogResults } from "@/modules/catalog/shared/catalog-types";
import { INVALID_CURSOR } from "@/lib/validations/cursor";
import { catalogQuerySchema } from "@/modules/catalog/shared/validations";
import {
  BOTH_DATABASES,
  plantOrganization,
  type OpenedDatabase,
} from "@/test/integration/both-databases";
import { pagesFrom } from "@/test/integration/catalog-pages";
import { searchCatalog } from "../search-services";

const HOUR = 3_600_000;
const base = Date.now() - 24 * HOUR;

/** What a service at `place` in the order holds (0 first, larger later; 2.5 between 2 and 3). */
const PLACES: Record<string, (place: number) => Record<string, number | Date>> = {
  relevance: (place) => ({ bookingCount: 1_000 - place * 100 }),
  price_asc: (place) => ({ price: 100 + place * 10 }),
  price_desc: (place) => ({ price: 1_000 - place * 10 }),
  rating: (place) => ({ reviewCount: 10, ratingSum: 50 - place * 2 }),
  newest: (place) => ({ createdAt: new Date(base - place * HOUR) }),
};

describe.each(BOTH_DATABASES)("the catalogue's keyset pages on $name", (database) => {
  let client: OpenedDatabase["client"];
  let close: () => Promise<unknown>;
  let organizationId: string;
  const search = (query: Record<string, string>): Promise<CatalogResults> =>
    searchCatalog(client, catalogQuerySchema.parse(query));

  async function add(title: string, values: Record<string, number | Date>, description = "") {
    const service = await client.service.create({
      data: {
        organizationId,
        title,
        description: description || "A service of the keyset tests",
        price: 50,
        category: "design",
        status: "active",
        ...values,
      },
    });
    return service.id;
  }

  /** The ids of the page at `cursor` and of every page after it. */
  const idsFrom = async (query: Record<string, string>, cursor?: string) =>
    (await pagesFrom(search, query, cursor)).flatMap((page) => page.items.map((item) => item.id));

  beforeAll(async () => {
    ({ client, close } = await database.open());
    organizationId = await plantOrganization(client, "Keyset Co", "keyset@catalogue.test");
  });
  beforeEach(async () => {
    await client.service.deleteMany({});
  });
  afterAll(() => close());

  const ORDERS = Object.keys(PLACES).flatMap((sort) => [
    { sort, searched: false },
    { sort, searched: true },
  ]);
  it.each(ORDERS)(
    "pages by $sort (searching: $searched) without repeating or losing a service added meanwhile",
    async ({ sort, searched }) => {
      const query = { sort, limit: "2", ...(searched ? { search: "zephyr" } : {}) };
      const place = (at: number) => add(`Zephyr ${at}`, PLACES[sort]!(at));
      const seeded: string[] = [];
      // Two services of one place: page 1 ends between them, where only the id orders them.
      for (const at of [1, 2, 2, 3, 4]) seeded.push(await place(at));
      // Matched by no search: listed last when browsing, never while searching.
      await add("Unrelated", PLACES[sort]!(5));
      const first = await search(query);
      const firstIds = first.items.map((item) => item.id);
      expect(firstIds).toHaveLength(2);

      const before = await place(0);
      const between = await place(2.5);
      const later = await idsFrom(query, first.nextCursor!);
      const whole = await idsFrom({ ...query, limit: "50" });

      expect(later).toEqual(whole.slice(whole.indexOf(firstIds[1]!) + 1));
      expect(later).not.toContain(before);
      expect(later.filter((id) => firstIds.includes(id))).toEqual([]);
      expect(later).toContain(between);
      expect(later).toEqual(expect.arrayContaining(seeded.filter((id) => !firstIds.includes(id))));
    },
  );

  it("starts a search's page 2 in a worse rank than page 1 ended in, without a repeat", async () => {
    const inTitle = (bookings: number) => add(`Zephyr ${bookings}`, { bookingCount: bookings });
    const inText = (bookings: number) =>
      add(`Walk ${bookings}`, { bookingCount: bookings }, "A zephyr along the coast");
    const titles = [await inTitle(500), await inTitle(400)];
    const texts = [await inText(900), await inText(800)];
    const query = { search: "zephyr", limit: "2" };
    const first = await search(query);
    expect(first.items.map((item) => item.id)).toEqual(titles);

    await inTitle(600);
    // The least booked title match still ranks before every match in the description.
    const lastTitle = await inTitle(100);
    const bestText = await inText(1_000);
    expect(await idsFrom(query, first.nextCursor!)).toEqual([lastTitle, bestText, ...texts]);
  });

  it("refuses a cursor of one order in another, and a browsing cursor in a search", async () => {
    for (const at of [1, 2, 3]) await add(`Zephyr ${at}`, PLACES.price_asc!(at));
    const byPrice = await search({ sort: "price_asc", limit: "1" });
    const browsing = await search({ limit: "1" });
    const refused: Record<string, string>[] = [
      { sort: "price_desc", cursor: byPrice.nextCursor! },
      { sort: "relevance", search: "zephyr", cursor: browsing.nextCursor! },
    ];
    for (const query of refused) {
      await expect(search(query)).rejects.toMatchObject({
        code: "bad_request",
        status: 400,
        message: INVALID_CURSOR,
      });
    }
  });
});
