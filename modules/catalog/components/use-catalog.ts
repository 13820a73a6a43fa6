"use client";

import { useCursorList } from "@/lib/swr/use-cursor-list";
import { catalogApiPath, type CatalogFilters } from "./catalog-filters";
import type { CatalogPage } from "./types";
import { catalogServices } from "@/lib/api/endpoints/catalog";

/** docs/spec.md section 9: query data is fresh for 5 minutes. */
export const CATALOG_FRESH_MS = 5 * 60 * 1000;

/**
 * The catalogue for the current filters, page by page ("Load more" follows nextCursor), starting
 * from the first page the server rendered. The previous filters' results stay on screen while
 * the next ones load, and filters chosen again show what they showed (fresh for 5 minutes).
 */
export function useCatalog(filters: CatalogFilters, initial?: { path: string; page: CatalogPage }) {
  return useCursorList(catalogServices, catalogApiPath(filters), {
    initial,
    revalidateOnReturn: false,
    swr: { dedupingInterval: CATALOG_FRESH_MS, keepPreviousData: true, shouldRetryOnError: true },
  });
}
