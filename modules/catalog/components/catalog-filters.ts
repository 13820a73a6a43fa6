// The catalogue's search, category, sort and filters live in the URL
// (?search=&category=&sort=&minPrice=&maxPrice=&minRating=&duration=) so they survive a reload,
// can be shared, and the back button steps through them. Read leniently: a value the API would
// refuse (a hand-edited address) is left out, never sent.
import { endpointUrl } from "@/lib/api/endpoint";
import { catalogServices } from "@/lib/api/endpoints/catalog";
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/modules/catalog/shared/categories";
import {
  CATALOG_SORTS,
  DURATION_FILTERS,
  PRICE_FILTER_MAX,
  type CatalogSort,
  type DurationFilter,
} from "@/modules/catalog/shared/validations-values";
import type { QueryParams } from "@/lib/url/page-query";

export interface CatalogFilters {
  search: string;
  category: ServiceCategory | null;
  sort: CatalogSort;
  /** Price bounds in whole coins, both included. */
  minPrice: number | null;
  maxPrice: number | null;
  /** The least rating shown on a card (one decimal), 1 to 5. */
  minRating: number | null;
  duration: DurationFilter | null;
}

export const SEARCH_MAX_LENGTH = 100;

/** docs/spec.md section 9: services fetch limit. */
const CATALOG_PAGE_SIZE = 50;

/**
 * How many services a phone shows at a time: a page, not the whole 50-service answer. Also what
 * the server renders the catalogue with, whatever the screen: the first screen of any width.
 */
export const PHONE_PAGE_SIZE = 12;

/** No search, every category, relevance, no filter: the catalogue as it first opens. */
export const NO_FILTERS: CatalogFilters = {
  search: "",
  category: null,
  sort: "relevance",
  minPrice: null,
  maxPrice: null,
  minRating: null,
  duration: null,
};

export function isServiceCategory(value: string | null | undefined): value is ServiceCategory {
  return (SERVICE_CATEGORIES as readonly string[]).includes(value ?? "");
}

function oneOf<T extends string>(
  choices: readonly T[],
  value: string | null | undefined,
): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

/** A whole number of coins as the API takes it (digits only, up to the highest price). */
export function priceBound(text: string | null | undefined): number | null {
  const value = text?.trim() ?? "";
  if (!/^\d{1,7}$/.test(value)) return null;
  const coins = Number(value);
  return coins <= PRICE_FILTER_MAX ? coins : null;
}

function ratingBound(text: string | null | undefined): number | null {
  if (!text || !/^[1-5](\.\d)?$/.test(text)) return null;
  const stars = Number(text);
  return stars <= 5 ? stars : null;
}

export function filtersFromParams(params: QueryParams | null): CatalogFilters {
  const search = (params?.get("search") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const category = params?.get("category");
  let minPrice = priceBound(params?.get("minPrice"));
  let maxPrice = priceBound(params?.get("maxPrice"));
  // Reversed bounds say nothing sure about what was meant: neither is kept.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    minPrice = null;
    maxPrice = null;
  }
  return {
    search,
    category: isServiceCategory(category) ? category : null,
    sort: oneOf(CATALOG_SORTS, params?.get("sort")) ?? "relevance",
    minPrice,
    maxPrice,
    minRating: ratingBound(params?.get("minRating")),
    duration: oneOf(DURATION_FILTERS, params?.get("duration")),
  };
}

/** The filters' query, in one order, the defaults left out (the API's names and values). */
function filterQuery(filters: CatalogFilters): Record<string, string | undefined> {
  return {
    search: filters.search || undefined,
    category: filters.category ?? undefined,
    sort: filters.sort === "relevance" ? undefined : filters.sort,
    minPrice: filters.minPrice?.toString(),
    maxPrice: filters.maxPrice?.toString(),
    minRating: filters.minRating?.toString(),
    duration: filters.duration ?? undefined,
  };
}

/** The page's own URL for these filters: "/services", "/services?search=web&sort=newest". */
export function catalogHref(filters: CatalogFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filterQuery(filters))) {
    if (value !== undefined) query.set(name, value);
  }
  const text = query.toString();
  return text ? `/services?${text}` : "/services";
}

/** GET catalog.services for these filters: the first page; the pages after it add a cursor. */
export function catalogApiPath(filters: CatalogFilters): string {
  return endpointUrl(catalogServices, {
    query: { ...filterQuery(filters), sort: filters.sort, limit: CATALOG_PAGE_SIZE },
  });
}

/** How many of the price, rating and duration filters are set (the price range counts once). */
export function activeFilterCount(filters: CatalogFilters): number {
  return (
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.minRating !== null ? 1 : 0) +
    (filters.duration !== null ? 1 : 0)
  );
}

/** Whether anything narrows the list: a search, a category or a filter. */
export function isNarrowed(filters: CatalogFilters): boolean {
  return Boolean(filters.search) || filters.category !== null || activeFilterCount(filters) > 0;
}

/** What every catalogue page's URL starts with, whatever its filters. */
export const CATALOG_API_FAMILY = `${endpointUrl(catalogServices)}?`;
