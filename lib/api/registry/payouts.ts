// /api/v1/payouts: the payout provider's webhook.
import { payoutWebhookOutcomeSchema } from "@/lib/schemas/conversions";
import { WEBHOOK_MAX_BODY_BYTES } from "@/lib/server/payments/signed-webhook";
import { payoutWebhookEventSchema } from "@/lib/validations/conversions";
import { defineRoute } from "./define";
import { razorpayWebhookHeaders } from "./razorpay-webhook-headers";

export const payoutProviderRoutes = {
  webhook: defineRoute({
    method: "POST",
    path: "/api/v1/payouts/webhook",
    tag: "Conversions",
    summary: "RazorpayX's payout events, signed over the raw body (X-Razorpay-Signature)",
    description:
      "payout.processed marks the request paid (the bank's UTR as its reference); payout.failed, payout.reversed and payout.rejected mark it failed and return its coins to the organization's earnings. A wrong or missing signature is 400.",
    permission: "payouts.webhook",
    idempotency: {
      none: "A delivery is recorded by its event id, and a request is settled only while its payout is processing: a repeated delivery answers `duplicate` (or `ignored`) and moves nothing.",
    },
    headers: razorpayWebhookHeaders({
      secret: "the payouts webhook secret",
      eventIdExample: "evt_PQ9b2Cc3Dd4Ee5",
    }),
    rawBody: {
      mediaType: "application/json",
      maxBytes: WEBHOOK_MAX_BODY_BYTES,
      schema: payoutWebhookEventSchema,
    },
    response: payoutWebhookOutcomeSchema,
    errors: ["payload_too_large"],
  }),
};
