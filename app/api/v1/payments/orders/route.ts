// POST /api/v1/payments/orders: an order to buy coins (a package, or an amount in the region's
// currency, priced at the current exchange rate), rate
// limited per user and per address.
import { paymentRoutes } from "@/lib/api/registry/payments";
import { apiRoute, reply } from "@/lib/api/route";
import { createCoinOrder } from "@/lib/server/payments/create-order";

export const POST = apiRoute(
  paymentRoutes.createOrder,
  async ({ caller, body, client, region }) => {
    const order = await createCoinOrder(
      caller.user,
      { amount: body.amount, currency: body.currency, packageId: body.packageId },
      await region(),
      client.address,
    );
    return reply(order, { status: 201, message: "Order created" });
  },
);
