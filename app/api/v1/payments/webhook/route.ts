// POST /api/v1/payments/webhook: Razorpay's events, signed over the raw body.
import { readBodyText } from "@/lib/api/read-body";
import { apiRoute } from "@/lib/api/route";
import { requestContext } from "@/lib/server/http/request-context";
import { handlePaymentWebhook, WEBHOOK_MAX_BODY_BYTES } from "@/lib/server/payments/webhook";

export const POST = apiRoute({ auth: "public" }, async ({ request }) =>
  handlePaymentWebhook(
    // The signature is over the exact bytes sent: read them (up to 1 MB) before any parsing.
    await readBodyText(request, WEBHOOK_MAX_BODY_BYTES),
    request.headers.get("x-razorpay-signature"),
    request.headers.get("x-razorpay-event-id"),
    requestContext(request).origin,
  ),
);
