"use client";

// The admin's payments overview in the browser (refunds, double charges, the ledger's health),
// seeded with the server's copy; read again by Re-check and after a refund.
import useSWR, { mutate } from "swr";
import { swrFetcher } from "@/lib/api/client";
import type { PaymentsOverview } from "@/lib/schemas/admin-payments";

export const ADMIN_PAYMENTS_OVERVIEW_KEY = "/api/v1/admin/payments/overview";

export function useAdminPaymentsOverview(initial: PaymentsOverview) {
  return useSWR<PaymentsOverview>(ADMIN_PAYMENTS_OVERVIEW_KEY, swrFetcher, {
    fallbackData: initial,
    revalidateOnMount: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export function refreshAdminPaymentsOverview(): Promise<unknown> {
  return mutate(ADMIN_PAYMENTS_OVERVIEW_KEY);
}
