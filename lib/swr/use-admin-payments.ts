"use client";

// The admin's payments overview in the browser (refunds, double charges, the ledger's health),
// seeded with the server's copy; read again by Re-check and after a refund.
import useSWR from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { adminPaymentsOverview } from "@/lib/api/endpoints/admin-payments";
import type { PaymentsOverview } from "@/lib/schemas/admin-payments";

const ADMIN_PAYMENTS_OVERVIEW_KEY = endpointUrl(adminPaymentsOverview);

export function useAdminPaymentsOverview(initial: PaymentsOverview) {
  return useSWR(ADMIN_PAYMENTS_OVERVIEW_KEY, fetcherFor(adminPaymentsOverview), {
    fallbackData: initial,
    revalidateOnMount: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
