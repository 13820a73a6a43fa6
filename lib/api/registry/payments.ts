// /api/v1/payments: coin packages, orders with the provider, checkout verification, payment
// methods, refunds and the provider's webhook.
import { z } from "zod";
import { payingCurrenciesText, topUpMaximaText } from "@/lib/money/region";
import { MIN_TOPUP } from "@/lib/payments/packages";
import { noData } from "@/lib/schemas/common";
import { coinPackagesSchema } from "@/lib/schemas/economics";
import {
  coinOrderSchema,
  paymentMethodsSchema,
  paymentPageSchema,
  refundResultSchema,
  savedPaymentMethodSchema,
  simulatedCheckoutSchema,
  verifiedPaymentSchema,
  webhookOutcomeSchema,
} from "@/lib/schemas/payments";
import { WEBHOOK_MAX_BODY_BYTES } from "@/lib/server/payments/signed-webhook";
import { idParams } from "@/lib/validations/common";
import { idempotencyKeyHeader } from "@/lib/validations/idempotency";
import {
  createOrderSchema,
  documentedOrderSchema,
  paymentHistoryQuerySchema,
  paymentMethodSchema,
  refundSchema,
  simulatedPaySchema,
  verifyPaymentSchema,
  webhookEventSchema,
} from "@/lib/validations/payments";
import { defineRoute } from "./define";
import { oncePer } from "./idempotency";
import { razorpayWebhookHeaders } from "./razorpay-webhook-headers";

export const paymentsRoutes = {
  packages: defineRoute({
    method: "GET",
    path: "/api/v1/payments/packages",
    tag: "Coins",
    summary: "The coin packages, priced in your currency at the current exchange rate",
    description: `A coin is worth one rupee. Buyers pay in ${payingCurrenciesText()}; prices in other currencies are the packages' coins at the rate, rounded up to the cent.`,
    permission: "coins.buy",
    response: coinPackagesSchema,
  }),
  createOrder: defineRoute({
    method: "POST",
    path: "/api/v1/payments/orders",
    tag: "Coins",
    summary: "An order to buy coins",
    description: `Send \`packageId\` (priced in your region's currency at the rate coins are sold at now: the exchange rate less the spread, bonus included) or \`amount\`, whole units of the region's currency (${payingCurrenciesText()}), ${MIN_TOPUP} to ${topUpMaximaText()}. A custom amount buys its worth in coins at the rate, rounded down (1 coin a rupee; in INR, exactly a package's price buys that package). The order records the rate it was priced at; its price holds 30 minutes (\`expiresAt\`). Rate limited per user and per address.`,
    permission: "coins.buy",
    idempotency: "key",
    headers: z.object({ "idempotency-key": idempotencyKeyHeader.optional() }),
    body: createOrderSchema,
    documentedBody: documentedOrderSchema.meta({
      description: "A package, or an amount in your region's currency: one of the two.",
      examples: [{ packageId: "coins-500" }],
    }),
    response: coinOrderSchema,
    statuses: [201],
    created: {
      created:
        "The new order; the same 201 with `Idempotent-Replayed: true` when a repeat with its Idempotency-Key answers it again. Location: your top-up orders, where it is listed.",
      location: () => "/api/v1/payments/history",
    },
    rateLimit: "Orders by one user, and from one client address.",
    errors: ["rate_limited", "idempotency_key_reused", "service_unavailable", "bad_gateway"],
  }),
  verify: defineRoute({
    method: "POST",
    path: "/api/v1/payments/verify",
    tag: "Coins",
    summary: "The checkout's answer: credits the coins once its signature holds",
    description:
      "Credits exactly once per payment, whether this call or the provider's webhook comes first. A second payment of an order already paid is never credited: it is refunded. So is a payment after the order's price expired (or after the rate moved further than the settings' bound since it was priced) when a new order would cost more: 409 `order_expired`. When a new order would cost no more, the order is credited as it was priced.",
    permission: "coins.buy",
    idempotency: {
      none: "It credits a payment once, by the provider's payment id: a repeat answers `alreadyCredited: true` and credits nothing.",
    },
    body: verifyPaymentSchema.meta({
      description: "What the checkout handed back.",
      examples: [
        {
          razorpay_order_id: "order_PQ8w1Jk2lM3a4B",
          razorpay_payment_id: "pay_PQ8x2Lk3mN4b5C",
          razorpay_signature: "9f2b6c3d1e8a4f70b5c2d9e6a3f1b8c4d7e0a2f5b8c1d4e7a0b3c6d9e2f5a8b1",
        },
      ],
    }),
    response: verifiedPaymentSchema,
    errors: ["order_expired"],
  }),
  simulatedPay: defineRoute({
    method: "POST",
    path: "/api/v1/payments/simulated/pay",
    tag: "Coins",
    summary: "Test mode only: pay or decline an order as the checkout would",
    description: "404 when the deployment takes real payments.",
    permission: "coins.buy",
    body: simulatedPaySchema.meta({
      description: "The order (its provider id) and what the simulated checkout does.",
      examples: [{ orderId: "order_sim_PQ8w1Jk2lM3a4B", outcome: "success" }],
    }),
    response: simulatedCheckoutSchema,
    errors: ["not_found", "conflict"],
  }),
  history: defineRoute({
    method: "GET",
    path: "/api/v1/payments/history",
    tag: "Coins",
    summary: "Your top-up orders, newest first",
    permission: "payments.read",
    query: paymentHistoryQuerySchema,
    response: paymentPageSchema,
  }),
  methods: defineRoute({
    method: "GET",
    path: "/api/v1/payments/methods",
    tag: "Coins",
    summary: "The payment methods of your region and the one you prefer",
    permission: "paymentMethods.manage",
    response: paymentMethodsSchema,
  }),
  saveMethod: defineRoute({
    method: "POST",
    path: "/api/v1/payments/methods",
    tag: "Coins",
    summary: "Save your preferred payment method",
    permission: "paymentMethods.manage",
    body: paymentMethodSchema.meta({
      description: "The method to prefill the checkout with.",
      examples: [{ method: "upi" }],
    }),
    response: savedPaymentMethodSchema,
  }),
  removeMethod: defineRoute({
    method: "DELETE",
    path: "/api/v1/payments/methods/{id}",
    tag: "Coins",
    summary: "Forget the preferred payment method",
    permission: "paymentMethods.manage",
    params: idParams,
    response: noData,
    errors: ["not_found"],
  }),
  refund: defineRoute({
    method: "POST",
    path: "/api/v1/payments/refund",
    tag: "Admin",
    summary: "Refund a top-up whose coins are still in the wallet",
    permission: "payments.refund",
    freshProof: true,
    idempotency: oncePer("top-up", "409 conflict ('This top-up has already been refunded.')"),
    description:
      "`orderId` names the order by our id (`id` in GET /api/v1/admin/payments); the provider's order id is accepted too. The answer gives both. 404 when neither names an order.",
    body: refundSchema.meta({
      description: "The paid order to refund.",
      examples: [{ orderId: "cm3x7k2p90001qz8h4t6v2b1d" }],
    }),
    response: refundResultSchema,
    errors: ["not_found", "conflict", "insufficient_balance", "bad_gateway"],
  }),
  webhook: defineRoute({
    method: "POST",
    path: "/api/v1/payments/webhook",
    tag: "Coins",
    summary: "Razorpay's events, signed over the raw body (X-Razorpay-Signature)",
    permission: "payments.webhook",
    idempotency: {
      none: "A delivery is recorded by its event id and credits a payment once, by the provider's payment id: a repeated delivery answers `duplicate` or `already_credited` and changes nothing. A dispute moves coins once per step, by the provider's dispute id: a repeat answers `duplicate` or `chargeback_updated`.",
    },
    headers: razorpayWebhookHeaders({
      secret: "the webhook secret",
      eventIdExample: "evt_PQ8y3Mm4nO5c6D",
    }),
    rawBody: {
      mediaType: "application/json",
      maxBytes: WEBHOOK_MAX_BODY_BYTES,
      schema: webhookEventSchema,
    },
    response: webhookOutcomeSchema,
    errors: ["payload_too_large"],
  }),
};
