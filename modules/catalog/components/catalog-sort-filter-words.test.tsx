// The words around the catalogue's sort and filters: the empty state of a filtered list offers
// Clear All Filters (docs/spec.md), the statistics say which filters their figures are of, and
// typed price bounds are checked before they reach the address.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./catalog-filters";
import { CatalogEmpty } from "./catalog-states";
import { CatalogStats } from "./catalog-stats";
import { PRICE_NOT_WHOLE, PRICE_REVERSED, priceRangeError, worthWords } from "./catalog-toolbar";
import { filterSummary } from "./filter-words";

const noop = () => undefined;

function empty(filters: typeof NO_FILTERS): string {
  return renderToStaticMarkup(
    <CatalogEmpty
      filters={filters}
      onClearSearch={noop}
      onShowAllCategories={noop}
      onClearAll={noop}
    />,
  );
}

function buttons(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]!);
}

describe("CatalogEmpty", () => {
  it("says 'No services found' with Clear All Filters for a filtered list", () => {
    const html = empty({ ...NO_FILTERS, minRating: 4.5 });
    expect(html).toContain("No services found");
    expect(html).toContain("Try adjusting your search or filters.");
    expect(buttons(html)).toEqual(["Clear All Filters"]);
  });

  it("offers each way back that applies: the search, the category, every filter", () => {
    expect(
      buttons(empty({ ...NO_FILTERS, search: "yoga", category: "health", duration: "day" })),
    ).toEqual(["Clear Search", "Show All Categories", "Clear All Filters"]);
    expect(buttons(empty({ ...NO_FILTERS, search: "yoga" }))).toEqual(["Clear Search"]);
  });

  it("says 'No services available' only for the whole catalogue, whatever its order", () => {
    const html = empty({ ...NO_FILTERS, sort: "newest" });
    expect(html).toContain("No services available");
    expect(html).toContain("There are currently no services in our database");
  });
});

describe("filterSummary and the statistics", () => {
  it("names the filters in force, and nothing without any", () => {
    expect(filterSummary(NO_FILTERS)).toBeNull();
    expect(filterSummary({ ...NO_FILTERS, sort: "rating", category: "design" })).toBeNull();
    expect(
      filterSummary({
        ...NO_FILTERS,
        minPrice: 100,
        maxPrice: 1500,
        minRating: 4,
        duration: "week",
      }),
    ).toBe("100 – 1,500 coins · Rated 4.0 & up · Up to 1 week");
    expect(filterSummary({ ...NO_FILTERS, minPrice: 50 })).toBe("50 coins or more");
    expect(filterSummary({ ...NO_FILTERS, maxPrice: 50 })).toBe("Up to 50 coins");
  });

  it("shows them above the figures", () => {
    const stats = {
      count: 3,
      totalBookings: 9,
      averageRating: 4.6,
      minPrice: 120,
      maxPrice: 400,
      averagePrice: 250,
    };
    const html = renderToStaticMarkup(
      <CatalogStats stats={stats} category={null} filters="Up to 500 coins" activeServices={0} />,
    );
    expect(html).toContain("Filtered by: Up to 500 coins");
  });
});

describe("priceRangeError", () => {
  it.each([
    ["", "", null],
    ["100", "", null],
    ["", "500", null],
    ["100", "100", null],
    ["1.5", "", PRICE_NOT_WHOLE],
    ["", "-3", PRICE_NOT_WHOLE],
    ["abc", "5", PRICE_NOT_WHOLE],
    ["500", "100", PRICE_REVERSED],
  ])("min %j, max %j: %s", (min, max, expected) => {
    expect(priceRangeError(min, max)).toBe(expected);
  });
});

describe("worthWords", () => {
  const usd = { currency: "USD" as const, rateMicros: 86_240_000 };
  it("puts typed bounds in the buyer's money, one side open or both", () => {
    expect(worthWords(500, 1000, usd)).toBe("$5.80 – $11.60");
    expect(worthWords(500, null, usd)).toBe("$5.80 or more");
    expect(worthWords(null, 1000, usd)).toBe("up to $11.60");
    expect(worthWords(null, null, usd)).toBeNull();
  });
});
