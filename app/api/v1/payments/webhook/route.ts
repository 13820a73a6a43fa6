// POST /api/v1/payments/webhook: Razorpay's events, signed over the raw body.
import { apiRoute } from "@/lib/api/route";
import { requestContext } from "@/lib/server/http/request-context";
import { handlePaymentWebhook } from "@/lib/server/payments/webhook";

export const POST = apiRoute({ auth: "public" }, async ({ request }) =>
  handlePaymentWebhook(
    // The signature is over the exact bytes sent: read them before anything parses them.
    await request.text(),
    request.headers.get("x-razorpay-signature"),
    request.headers.get("x-razorpay-event-id"),
    requestContext(request).origin,
  ),
);
