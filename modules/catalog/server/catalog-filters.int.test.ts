// GET /api/v1/services over HTTP on PostgreSQL with every sort and filter the catalogue offers:
// paged through with nextCursor, the pages give every matching service exactly once in the
// order's sequence, with the figures of the filtered list (search/filter-fixture.ts computes the
// expected answers from the planted values); and bad values are a 422 that says what is wrong.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/v1/services/route";
import type { CatalogListing } from "@/modules/catalog/shared/catalog-types";
import { db } from "@/lib/server/db/client";
import {
  DURATION_UNKNOWN,
  MIN_RATING_INVALID,
  PRICE_BOUND_INVALID,
  PRICE_BOUNDS_REVERSED,
  SORT_UNKNOWN,
} from "@/modules/catalog/shared/validations-values";
import { plantOrganization } from "@/test/integration/both-databases";
import { call } from "@/test/integration/http";
import {
  expectedAnswer,
  FILTER_QUERIES,
  plantFilterFixture,
  type PlantedService,
} from "./search/filter-fixture";

let planted: PlantedService[];

beforeAll(async () => {
  const organizationId = await plantOrganization(db(), "Sorted Co", "sorted@http.test");
  planted = await plantFilterFixture(db(), organizationId);
});

function browse(query: Record<string, string>) {
  return call<CatalogListing>(list, `/api/v1/services?${new URLSearchParams(query)}`);
}

describe("GET /api/v1/services with sorts and filters", () => {
  it.each(FILTER_QUERIES)("pages %o with nextCursor: each match once, in order", async (query) => {
    const expected = expectedAnswer(planted, query);
    const ids: string[] = [];
    let cursor: string | null = null;
    let first: CatalogListing | undefined;
    do {
      const { status, body } = await browse({
        ...query,
        limit: "40",
        ...(cursor ? { cursor } : {}),
      });
      expect(status, JSON.stringify(body)).toBe(200);
      first ??= body.data!;
      ids.push(...body.data!.items.map((item) => item.id));
      cursor = body.data!.nextCursor;
    } while (cursor);
    expect(ids).toEqual(expected.ids);
    expect(first.total).toBe(expected.total);
    expect(first.stats).toEqual(expected.stats);
    expect(first.categories).toEqual(expected.categories);
  });

  it("lists the most booked first, ties broken by the newest and then the id", async () => {
    const { body } = await browse({ sort: "popular", limit: "50" });
    const items = body.data!.items;
    for (const [index, item] of items.slice(1).entries()) {
      const before = items[index]!;
      expect(
        before.bookingCount > item.bookingCount ||
          (before.bookingCount === item.bookingCount &&
            (before.createdAt > item.createdAt ||
              (before.createdAt === item.createdAt && before.id < item.id))),
      ).toBe(true);
    }
  });

  it.each([
    [{ sort: "cheapest" }, SORT_UNKNOWN],
    [{ minPrice: "1.5" }, PRICE_BOUND_INVALID],
    [{ maxPrice: "-5" }, PRICE_BOUND_INVALID],
    [{ maxPrice: "1e3" }, PRICE_BOUND_INVALID],
    [{ minPrice: "" }, PRICE_BOUND_INVALID],
    [{ minPrice: "abc" }, PRICE_BOUND_INVALID],
    [{ maxPrice: "1000001" }, PRICE_BOUND_INVALID],
    [{ minPrice: "500", maxPrice: "100" }, PRICE_BOUNDS_REVERSED],
    [{ minRating: "4.55" }, MIN_RATING_INVALID],
    [{ minRating: "0.5" }, MIN_RATING_INVALID],
    [{ minRating: "5.5" }, MIN_RATING_INVALID],
    [{ minRating: "four" }, MIN_RATING_INVALID],
    [{ duration: "fortnight" }, DURATION_UNKNOWN],
  ])("refuses %o with 422: %s", async (query, message) => {
    const { status, body } = await browse(query);
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ code: "validation_failed", message });
  });

  it("takes equal bounds and the edges of the scale", async () => {
    const queries: Record<string, string>[] = [
      { minPrice: "100", maxPrice: "100" },
      { minPrice: "0", maxPrice: "1000000" },
      { minRating: "1" },
      { minRating: "5" },
    ];
    for (const query of queries) {
      const { status, body } = await browse(query);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data!.total).toBe(expectedAnswer(planted, query).total);
    }
  });
});
