// POST /api/v1/payments/webhook: Razorpay's events, signed over the raw body.
import { readBodyText } from "@/lib/server/http/read-body";
import { paymentsRoutes } from "@/lib/api/registry/payments";
import { apiRoute } from "@/lib/api/route";
import { WEBHOOK_MAX_BODY_BYTES } from "@/lib/server/payments/signed-webhook";
import { handlePaymentWebhook } from "@/lib/server/payments/webhook";

export const POST = apiRoute(paymentsRoutes.webhook, async ({ request, headers }) =>
  handlePaymentWebhook({
    // The signature is over the exact bytes sent: read them (up to 1 MB) before any parsing.
    rawBody: await readBodyText(request, WEBHOOK_MAX_BODY_BYTES),
    signature: headers["x-razorpay-signature"] ?? null,
    eventId: headers["x-razorpay-event-id"] ?? null,
  }),
);
