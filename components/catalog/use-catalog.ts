"use client";

import useSWRInfinite from "swr/infinite";
import { swrFetcher } from "@/lib/api/client";
import type { CatalogFilters } from "./catalog-filters";
import type { CatalogPage } from "./types";

/** SPEC.md section 9: services fetch limit. */
export const CATALOG_PAGE_SIZE = 50;

/** SPEC.md section 9: query data is fresh for 5 minutes. */
export const CATALOG_FRESH_MS = 5 * 60 * 1000;

export function catalogApiPath(filters: CatalogFilters, cursor?: string | null): string {
  const query = new URLSearchParams();
  if (filters.search) query.set("search", filters.search);
  if (filters.category) query.set("category", filters.category);
  query.set("sort", "relevance");
  query.set("limit", String(CATALOG_PAGE_SIZE));
  if (cursor) query.set("cursor", cursor);
  return `/api/v1/services?${query}`;
}

/**
 * The catalogue for the current filters, page by page ("Load more" follows nextCursor). The
 * previous filters' results stay on screen while the next ones load.
 */
export function useCatalog(filters: CatalogFilters) {
  const swr = useSWRInfinite<CatalogPage>(
    (index, previous: CatalogPage | null) => {
      if (index === 0) return catalogApiPath(filters);
      if (!previous?.nextCursor) return null;
      return catalogApiPath(filters, previous.nextCursor);
    },
    swrFetcher,
    {
      dedupingInterval: CATALOG_FRESH_MS,
      revalidateOnFocus: false,
      revalidateFirstPage: false,
      keepPreviousData: true,
    },
  );

  const pages = swr.data ?? [];
  const first = pages[0];
  const last = pages[pages.length - 1];
  const seen = new Set<string>();
  const items = pages
    .flatMap((page) => page.items)
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  const loadingMore = pages.length > 0 && pages.length < swr.size && swr.isValidating;

  return {
    first,
    items,
    hasMore: Boolean(last?.nextCursor),
    loadingMore,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    error: swr.error as unknown,
    /** The next page; after a failed page, that page again. */
    loadMore: () => {
      if (pages.length < swr.size) void swr.mutate();
      else void swr.setSize((size) => size + 1);
    },
    /** Fetches every page shown again (after a booking, or to retry a failure). */
    reload: swr.mutate,
  };
}
