// Every sort and every filter of the catalogue, alone and together, with and without a search,
// on PostgreSQL and on the embedded PGlite: paged through with the cursor, the pages give every
// matching service exactly once, in the order's sequence (ties broken by the id), and the total,
// the category counts and the statistics are those of the filtered list
// (filter-fixture.ts computes them from the planted values).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogResults } from "@/modules/catalog/shared/catalog-types";
import { catalogQuerySchema } from "@/modules/catalog/shared/validations";
import {
  BOTH_DATABASES,
  plantOrganization,
  type OpenedDatabase,
} from "@/test/integration/both-databases";
import { pagesFrom } from "@/test/integration/catalog-pages";
import { searchCatalog } from "../search-services";
import {
  expectedAnswer,
  FILTER_QUERIES,
  plantFilterFixture,
  type PlantedService,
} from "./filter-fixture";
import { EXACT_UP_TO } from "./probe";

describe.each(BOTH_DATABASES)("the catalogue's sorts and filters on $name", (database) => {
  let client: OpenedDatabase["client"];
  let close: () => Promise<unknown>;
  let planted: PlantedService[];
  const search = (query: Record<string, string>): Promise<CatalogResults> =>
    searchCatalog(client, catalogQuerySchema.parse(query));

  beforeAll(async () => {
    ({ client, close } = await database.open());
    const organizationId = await plantOrganization(client, "Sorted Co", "sorted@catalogue.test");
    planted = await plantFilterFixture(client, organizationId);
  });
  afterAll(() => close());

  it.each(FILTER_QUERIES)("pages %o: each matching service once, in order", async (query) => {
    const expected = expectedAnswer(planted, query);
    const pages = await pagesFrom(search, { ...query, limit: "50" });
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(expected.ids);
    const first = pages[0]!;
    expect(first.total).toBe(expected.total);
    // Browsing without filters counts from the tally, always exactly; a search or a filter
    // counts exactly up to EXACT_UP_TO (a category's small share of a large match too).
    const matched = Object.keys(query).some((name) => name !== "sort" && name !== "category");
    expect(first.totalIsEstimate).toBe(matched && expected.total > EXACT_UP_TO);
    expect(first.stats).toEqual(expected.stats);
    expect(first.categories).toEqual(expected.categories);
  });

  it("tells a filtered list from the whole catalogue in its figures", async () => {
    const whole = await search({});
    const cheap = await search({ maxPrice: "200" });
    expect(whole.total).toBe(planted.length);
    expect(cheap.total).toBeLessThan(whole.total);
    expect(cheap.stats?.maxPrice).toBeLessThanOrEqual(200);
    expect(cheap.categories.reduce((sum, entry) => sum + entry.count, 0)).toBe(cheap.total);
  });
});
