"use client";

// The admin's conversion queue in the browser: the figures (seeded with the server's), the paths
// of its lists for a set of filters, and one refresh after any decision, so the figures, the
// pending list and the history never disagree.
import useSWR, { mutate } from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import {
  adminConversionsExport,
  adminConversionsList,
  adminConversionsSummary,
} from "@/lib/api/endpoints/admin-conversions";
import type { AdminConversionSummary } from "@/lib/schemas/admin-conversions";
import type { AdminConversionFilters } from "@/lib/validations/admin-conversions";

const ADMIN_CONVERSION_SUMMARY_KEY = endpointUrl(adminConversionsSummary);
/** The pending queue: up to 50 a page, the most one bulk approval takes. */
export const PENDING_PATH = endpointUrl(adminConversionsList, {
  query: { status: "pending", limit: 50 },
});

/** `status=rejected&from=...`: the filters that differ from "everything", in a stable order. */
export function filterSearch(filters: AdminConversionFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.search) params.set("search", filters.search);
  return params.toString();
}

/** The list's and the export's query: the filters that differ from "everything". */
function apiQuery(filters: AdminConversionFilters) {
  return {
    status: filters.status === "all" ? undefined : filters.status,
    from: filters.from || undefined,
    to: filters.to || undefined,
    search: filters.search || undefined,
  };
}

export function historyPath(filters: AdminConversionFilters): string {
  return endpointUrl(adminConversionsList, { query: apiQuery(filters) });
}

export function exportPath(filters: AdminConversionFilters): string {
  return endpointUrl(adminConversionsExport, { query: apiQuery(filters) });
}

export function useAdminConversionSummary(initial: AdminConversionSummary) {
  return useSWR(ADMIN_CONVERSION_SUMMARY_KEY, fetcherFor(adminConversionsSummary), {
    fallbackData: initial,
    revalidateOnMount: false,
  });
}

/** After a decision (or another admin's, found by a 409): the figures read again. */
export function refreshAdminConversionSummary(): Promise<unknown> {
  return mutate(ADMIN_CONVERSION_SUMMARY_KEY);
}
