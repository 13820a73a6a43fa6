// POST /api/v1/payments/orders: an order to buy coins (amount in the region's currency), rate
// limited per user and per address.
import { paymentRoutes } from "@/lib/api/registry/payments";
import { apiRoute, reply } from "@/lib/api/route";
import { clientAddress } from "@/lib/server/http/client-address";
import { createCoinOrder } from "@/lib/server/payments/create-order";
import { detectRegion } from "@/lib/server/payments/region";

export const POST = apiRoute(paymentRoutes.createOrder, async ({ request, caller, body }) => {
  const order = await createCoinOrder(
    caller.user,
    { amount: body.amount, currency: body.currency },
    await detectRegion(request.headers),
    clientAddress(request.headers),
  );
  return reply(order, { status: 201, message: "Order created" });
});
