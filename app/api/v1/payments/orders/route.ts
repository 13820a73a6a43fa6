// POST /api/v1/payments/orders: an order to buy coins (amount in the region's currency).
import { apiRoute, reply } from "@/lib/api/route";
import { createCoinOrder } from "@/lib/server/payments/create-order";
import { detectRegion } from "@/lib/server/payments/region";
import { createOrderSchema } from "@/lib/validations/payments";

export const POST = apiRoute(
  { auth: ["user"], body: createOrderSchema },
  async ({ request, caller, body }) => {
    const order = await createCoinOrder(
      caller.user,
      { amount: body.amount, currency: body.currency },
      await detectRegion(request.headers),
    );
    return reply(order, { status: 201, message: "Order created" });
  },
);
