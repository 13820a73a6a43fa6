// The catalogue's address: every search, category, sort and filter read from the URL and written
// back in one form, so a shared or reloaded address shows the same list and Back steps through
// them; a value the API would refuse (a hand-edited address) is left out, never sent.
import { describe, expect, it } from "vitest";
import { paramsOf } from "@/lib/url/page-query";
import {
  activeFilterCount,
  catalogApiPath,
  catalogHref,
  filtersFromParams,
  isNarrowed,
  NO_FILTERS,
  type CatalogFilters,
} from "./catalog-filters";

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe("filtersFromParams", () => {
  it("reads every sort and filter", () => {
    expect(
      read(
        "search=logo&category=design&sort=price_desc&minPrice=100&maxPrice=500&minRating=4.5&duration=week",
      ),
    ).toEqual({
      search: "logo",
      category: "design",
      sort: "price_desc",
      minPrice: 100,
      maxPrice: 500,
      minRating: 4.5,
      duration: "week",
    });
  });

  it("opens as the whole catalogue by relevance without any", () => {
    expect(read("")).toEqual(NO_FILTERS);
    expect(filtersFromParams(null)).toEqual(NO_FILTERS);
  });

  it.each([
    ["sort=cheapest", { sort: "relevance" }],
    ["sort=", { sort: "relevance" }],
    ["minPrice=1.5", { minPrice: null }],
    ["minPrice=-5", { minPrice: null }],
    ["maxPrice=1e3", { maxPrice: null }],
    ["maxPrice=", { maxPrice: null }],
    ["maxPrice=2000000", { maxPrice: null }],
    ["minPrice=0", { minPrice: 0 }],
    ["minPrice=500&maxPrice=100", { minPrice: null, maxPrice: null }],
    ["minPrice=100&maxPrice=100", { minPrice: 100, maxPrice: 100 }],
    ["minRating=4.55", { minRating: null }],
    ["minRating=0.5", { minRating: null }],
    ["minRating=5.5", { minRating: null }],
    ["minRating=4.2", { minRating: 4.2 }],
    ["minRating=5", { minRating: 5 }],
    ["duration=fortnight", { duration: null }],
    ["duration=longer", { duration: "longer" }],
    ["category=cooking", { category: null }],
  ])("reads %s leniently", (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it("reads a server page's searchParams as the browser's address, first of a repeated name", () => {
    expect(filtersFromParams(paramsOf({ sort: ["newest", "rating"], minPrice: "20" }))).toEqual({
      ...NO_FILTERS,
      sort: "newest",
      minPrice: 20,
    });
  });
});

describe("catalogHref and catalogApiPath", () => {
  const all: CatalogFilters = {
    search: "logo design",
    category: "design",
    sort: "rating",
    minPrice: 0,
    maxPrice: 500,
    minRating: 4,
    duration: "month",
  };

  it("writes the defaults nowhere: the plain catalogue is /services", () => {
    expect(catalogHref(NO_FILTERS)).toBe("/services");
    expect(catalogHref({ ...NO_FILTERS, sort: "newest" })).toBe("/services?sort=newest");
  });

  it("writes what it reads", () => {
    const href = catalogHref(all);
    expect(href).toBe(
      "/services?search=logo+design&category=design&sort=rating&minPrice=0&maxPrice=500&minRating=4&duration=month",
    );
    expect(filtersFromParams(new URL(`http://x${href}`).searchParams)).toEqual(all);
  });

  it("asks the API for the same list, with the sort always and the page size", () => {
    expect(catalogApiPath(NO_FILTERS)).toBe("/api/v1/services?sort=relevance&limit=50");
    expect(catalogApiPath(all)).toBe(
      "/api/v1/services?search=logo+design&category=design&sort=rating&minPrice=0&maxPrice=500&minRating=4&duration=month&limit=50",
    );
  });
});

describe("activeFilterCount and isNarrowed", () => {
  it("counts a price range once, and the rating and duration", () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, minPrice: 10, maxPrice: 20 })).toBe(1);
    expect(activeFilterCount({ ...NO_FILTERS, maxPrice: 20, minRating: 4, duration: "day" })).toBe(
      3,
    );
  });

  it("tells a narrowed list from the catalogue; the sort narrows nothing", () => {
    expect(isNarrowed({ ...NO_FILTERS, sort: "newest" })).toBe(false);
    expect(isNarrowed({ ...NO_FILTERS, search: "yoga" })).toBe(true);
    expect(isNarrowed({ ...NO_FILTERS, category: "design" })).toBe(true);
    expect(isNarrowed({ ...NO_FILTERS, duration: "week" })).toBe(true);
  });
});
