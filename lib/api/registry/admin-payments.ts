// /api/v1/admin/payments: top-up orders with their provider ids and refunds, double charges, card
// disputes (chargebacks), and the ledger's health; in test mode, a chargeback raised by hand. The
// refund itself stays POST /api/v1/payments/refund (payments.ts).
import {
  adminPaymentPageSchema,
  paymentsOverviewSchema,
  simulatedChargebackSchema,
} from "@/lib/schemas/admin-payments";
import {
  adminPaymentsQuery,
  simulatedChargebackSchema as simulatedChargebackBody,
} from "@/lib/validations/admin-payments";
import { idParams } from "@/lib/validations/common";
import { defineRoute } from "./define";

export const adminPaymentsRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/admin/payments",
    tag: "Admin",
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
    tag: "Admin",
    summary: "Refunds, double charges, chargebacks and the ledger's health",
    description:
      "The latest refunded and refund-pending orders; second payments of paid orders (double charges) with their refund's state; card disputes (chargebacks): every open one with its evidence deadline, the coins held and, once lost, what the wallet owes; and the ledger checked now: each invariant passed or failed with what it means and what to do, the coins held per kind of account, coins issued and redeemed.",
    permission: "admin.payments",
    response: paymentsOverviewSchema,
  }),
  simulateChargeback: defineRoute({
    method: "POST",
    path: "/api/v1/admin/payments/{id}/simulate-chargeback",
    tag: "Admin",
    summary: "Test mode only: a card dispute (chargeback) of a paid top-up",
    description:
      "Sends the events Razorpay would (payment.dispute.created, then .won or .lost), signed with the test mode's webhook secret, through the webhook's own handler: the coins move exactly as a real dispute moves them. 404 when the deployment takes real payments.",
    permission: "payments.simulateChargeback",
    freshProof: true,
    idempotency: {
      none: "Test mode only. Each call opens a new dispute of the top-up or decides its open one; every event is handled exactly once, and a top-up's disputes never take back more than it gave.",
    },
    params: idParams,
    body: simulatedChargebackBody.meta({
      description: "What happens to the dispute, and for how much.",
      examples: [{ outcome: "lost" }, { outcome: "open", amountMinor: 25_000 }],
    }),
    response: simulatedChargebackSchema,
    errors: ["not_found", "conflict", "bad_request"],
  }),
};
