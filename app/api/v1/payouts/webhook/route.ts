// POST /api/v1/payouts/webhook: RazorpayX's payout events, signed over the raw body.
import { payoutRoutes } from "@/lib/api/registry/conversions";
import { apiRoute } from "@/lib/api/route";
import { readBodyText } from "@/lib/server/http/read-body";
import { WEBHOOK_MAX_BODY_BYTES } from "@/lib/server/payments/signed-webhook";
import { handlePayoutWebhook } from "@/lib/server/payouts/webhook";

export const POST = apiRoute(payoutRoutes.webhook, async ({ request, headers, client }) =>
  handlePayoutWebhook(
    // The signature is over the exact bytes sent: read them (up to 1 MB) before any parsing.
    await readBodyText(request, WEBHOOK_MAX_BODY_BYTES),
    headers["x-razorpay-signature"] ?? null,
    headers["x-razorpay-event-id"] ?? null,
    client.origin,
  ),
);
