// POST /api/v1/payments/refund: an admin refunds a top-up whose coins are still in the wallet.
import { paymentsRoutes } from "@/lib/api/registry/payments";
import { apiRoute, reply } from "@/lib/api/route";
import { refundTopUp } from "@/lib/server/payments/refund-topup";

export const POST = apiRoute(paymentsRoutes.refund, async ({ caller, body, client }) =>
  reply(await refundTopUp(caller, body.orderId, client.address), {
    message: "Refund requested",
  }),
);
