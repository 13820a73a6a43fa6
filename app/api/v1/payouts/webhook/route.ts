// POST /api/v1/payouts/webhook: RazorpayX's payout events, signed over the raw body.
import { payoutProviderRoutes } from "@/lib/api/registry/payouts";
import { apiRoute } from "@/lib/api/route";
import { readBodyText } from "@/lib/server/http/read-body";
import { WEBHOOK_MAX_BODY_BYTES } from "@/lib/server/payments/signed-webhook";
import { handlePayoutWebhook } from "@/lib/server/payouts/webhook";

export const POST = apiRoute(payoutProviderRoutes.webhook, async ({ request, headers }) =>
  handlePayoutWebhook({
    // The signature is over the exact bytes sent: read them (up to 1 MB) before any parsing.
    rawBody: await readBodyText(request, WEBHOOK_MAX_BODY_BYTES),
    signature: headers["x-razorpay-signature"] ?? null,
    eventId: headers["x-razorpay-event-id"] ?? null,
  }),
);
