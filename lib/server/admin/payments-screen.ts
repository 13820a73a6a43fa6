// What /admin/payments renders with: the filters of its address (anything unreadable there falls
// back to all orders, as a stale bookmark should), their first page, and the overview.
import "server-only";
import type { AdminPayment, PaymentsOverview } from "@/lib/schemas/admin-payments";
import type { Page } from "@/lib/payments/wallet-entry";
import { adminPaymentsPath } from "@/lib/admin/payments-path";
import { adminPaymentFilters, type AdminPaymentFilters } from "@/lib/validations/admin-payments";
import { listAdminPayments } from "./payments-list";
import { paymentsOverview } from "./payments-overview";

export interface AdminPaymentsScreenData {
  filters: AdminPaymentFilters;
  initial: { path: string; page: Page<AdminPayment> };
  overview: PaymentsOverview;
}

type SearchParams = Record<string, string | string[] | undefined>;

function filtersOf(params: SearchParams): AdminPaymentFilters {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = adminPaymentFilters.safeParse({ status: one(params.status), q: one(params.q) });
  return parsed.success && !parsed.data.q?.includes("\0")
    ? parsed.data
    : { status: "all", q: undefined };
}

export async function adminPaymentsScreenData(
  params: SearchParams,
): Promise<AdminPaymentsScreenData> {
  const filters = filtersOf(params);
  const [page, overview] = await Promise.all([
    listAdminPayments({ ...filters, limit: 20 }),
    paymentsOverview(),
  ]);
  return { filters, initial: { path: adminPaymentsPath(filters), page }, overview };
}
