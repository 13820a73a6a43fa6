"use client";

// The admin's dispute queue in the browser: the path of the list for a set of filters, and the
// figures (seeded with the server's), read again after a decision.
import useSWR, { mutate } from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { adminDisputesList, adminDisputesSummary } from "@/lib/api/endpoints/admin-disputes";
import type { AdminDisputeSummary } from "@/lib/schemas/disputes";
import type { AdminDisputeFilters } from "@/lib/validations/disputes";

const ADMIN_DISPUTE_SUMMARY_KEY = endpointUrl(adminDisputesSummary);

/** `status=open&search=...`: the filters that differ from "everything", in a stable order. */
export function filterSearch(filters: AdminDisputeFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.search) params.set("search", filters.search);
  return params.toString();
}

export function listPath(filters: AdminDisputeFilters): string {
  return endpointUrl(adminDisputesList, {
    query: {
      status: filters.status === "all" ? undefined : filters.status,
      search: filters.search || undefined,
    },
  });
}

export function useAdminDisputeSummary(initial: AdminDisputeSummary) {
  return useSWR(ADMIN_DISPUTE_SUMMARY_KEY, fetcherFor(adminDisputesSummary), {
    fallbackData: initial,
    revalidateOnMount: false,
    revalidateOnFocus: true,
  });
}

export function refreshAdminDisputeSummary(): Promise<unknown> {
  return mutate(ADMIN_DISPUTE_SUMMARY_KEY);
}
