// The admin's payments: top-up orders with their provider ids and refunds, double charges, and
// the ledger's health. The refund itself stays POST /api/v1/payments/refund (payments.refund).
import { adminPaymentPageSchema, paymentsOverviewSchema } from "@/lib/schemas/admin-payments";
import { adminPaymentsQuery } from "@/lib/validations/admin-payments";
import { defineRoute } from "./define";

const TAG = "Admin";

export const adminPaymentRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/admin/payments",
    tag: TAG,
    summary: "Top-up orders, newest first",
    description:
      "Filter by `status` (created, paid, failed, refund_pending, refunded, or all). `q` finds an order by its id, the provider's order, payment or refund id (exact), a second payment's id, or the payer's email (exact, or its first 3 or more characters). Pages by `cursor` (the `nextCursor` of the page before); `limit` 1 to 100, 20 unless asked.",
    permission: "admin.payments",
    query: adminPaymentsQuery,
    response: adminPaymentPageSchema,
    errors: ["bad_request"],
  }),
  overview: defineRoute({
    method: "GET",
    path: "/api/v1/admin/payments/overview",
    tag: TAG,
    summary: "Refunds, double charges and the ledger's health",
    description:
      "The latest refunded and refund-pending orders; second payments of paid orders (double charges) with their refund's state; and the ledger checked now: each invariant passed or failed with what it means and what to do, the coins held per kind of account, coins issued and redeemed.",
    permission: "admin.payments",
    response: paymentsOverviewSchema,
  }),
};
