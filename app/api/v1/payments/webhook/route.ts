// POST /api/v1/payments/webhook: Razorpay's events, signed over the raw body.
import { readBodyText } from "@/lib/server/http/read-body";
import { paymentRoutes } from "@/lib/api/registry/payments";
import { apiRoute } from "@/lib/api/route";
import { WEBHOOK_MAX_BODY_BYTES } from "@/lib/server/payments/signed-webhook";
import { handlePaymentWebhook } from "@/lib/server/payments/webhook";

export const POST = apiRoute(paymentRoutes.webhook, async ({ request, headers, client }) =>
  handlePaymentWebhook(
    // The signature is over the exact bytes sent: read them (up to 1 MB) before any parsing.
    await readBodyText(request, WEBHOOK_MAX_BODY_BYTES),
    headers["x-razorpay-signature"] ?? null,
    headers["x-razorpay-event-id"] ?? null,
    client.origin,
  ),
);
