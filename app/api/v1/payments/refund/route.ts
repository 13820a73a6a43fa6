// POST /api/v1/payments/refund: an admin refunds a top-up whose coins are still in the wallet.
import { paymentRoutes } from "@/lib/api/registry/payments";
import { apiRoute, reply } from "@/lib/api/route";
import { refundTopUp } from "@/lib/server/payments/refund-topup";
import { clientAddress } from "@/lib/server/http/client-address";

export const POST = apiRoute(paymentRoutes.refund, async ({ request, caller, body }) =>
  reply(await refundTopUp(caller, body.orderId, clientAddress(request.headers)), {
    message: "Refund requested",
  }),
);
