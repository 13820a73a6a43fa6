// The admin payments list's API address for a filter: the screen's list key, the first page the
// server renders and the refund's read-again all write it alike ("all" and no search send nothing).
import { endpointUrl } from "@/lib/api/endpoint";
import { adminPaymentsList } from "@/lib/api/endpoints/admin-payments";
import type { PaymentStatusFilter } from "@/lib/validations/admin-payments-values";

interface PaymentsFilter {
  status: PaymentStatusFilter;
  q?: string;
}

/** The list's query for a filter. */
export function adminPaymentsListQuery(filters: PaymentsFilter) {
  return {
    status: filters.status === "all" ? undefined : filters.status,
    q: filters.q || undefined,
  };
}

/** GET adminPayments.list for a filter: the first page; later pages add a cursor. */
export function adminPaymentsPath(filters: PaymentsFilter): string {
  return endpointUrl(adminPaymentsList, { query: adminPaymentsListQuery(filters) });
}
