// The catalogue's filters live in the URL (?search=&category=) so they survive a reload and
// the back button.
import { endpointUrl } from "@/lib/api/endpoint";
import { catalogServices } from "@/lib/api/endpoints/catalog/services";
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/lib/catalog/categories";

export interface CatalogFilters {
  search: string;
  category: ServiceCategory | null;
}

export const SEARCH_MAX_LENGTH = 100;

/** docs/spec.md section 9: services fetch limit. */
export const CATALOG_PAGE_SIZE = 50;

export function isServiceCategory(value: string | null | undefined): value is ServiceCategory {
  return (SERVICE_CATEGORIES as readonly string[]).includes(value ?? "");
}

export function filtersFromParams(params: URLSearchParams | null): CatalogFilters {
  const search = (params?.get("search") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const category = params?.get("category");
  return { search, category: isServiceCategory(category) ? category : null };
}

/** The page's own URL for these filters: "/services", "/services?search=web&category=design". */
export function catalogHref(filters: CatalogFilters): string {
  const query = new URLSearchParams();
  if (filters.search) query.set("search", filters.search);
  if (filters.category) query.set("category", filters.category);
  const text = query.toString();
  return text ? `/services?${text}` : "/services";
}

/** GET catalog.services for these filters: the first page; the pages after it add a cursor. */
export function catalogApiPath(filters: CatalogFilters): string {
  return endpointUrl(catalogServices, {
    query: {
      search: filters.search || undefined,
      category: filters.category ?? undefined,
      sort: "relevance",
      limit: CATALOG_PAGE_SIZE,
    },
  });
}

/** What every catalogue page's URL starts with, whatever its filters. */
export const CATALOG_API_FAMILY = `${endpointUrl(catalogServices)}?`;
