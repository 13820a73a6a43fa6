// POST /api/v1/payments/verify: the checkout's answer; credits the coins once the signature holds.
import { apiRoute, reply } from "@/lib/api/route";
import { requestContext } from "@/lib/server/http/request-context";
import { verifyCheckoutPayment } from "@/lib/server/payments/verify-payment";
import { verifyPaymentSchema } from "@/lib/validations/payments";

export const POST = apiRoute(
  { auth: ["user"], body: verifyPaymentSchema },
  async ({ request, caller, body }) => {
    const result = await verifyCheckoutPayment(caller.user, body, requestContext(request).origin);
    return reply(result, { message: `${result.coinsAdded} coins added` });
  },
);
