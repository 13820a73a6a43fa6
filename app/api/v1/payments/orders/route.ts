// POST /api/v1/payments/orders: an order to buy coins (a package, or an amount in the region's
// currency, priced at the current exchange rate), rate limited per user and per address, with
// the Idempotency-Key honoured (a repeat answers the first order again: 201, Idempotent-Replayed).
import { paymentRoutes } from "@/lib/api/registry/payments";
import { apiRoute, reply } from "@/lib/api/route";
import { placeCoinOrder } from "@/lib/server/payments/order-idempotency";

export const POST = apiRoute(
  paymentRoutes.createOrder,
  async ({ caller, body, client, headers, region }) => {
    const { order, replayed } = await placeCoinOrder(
      caller.user,
      { amount: body.amount, currency: body.currency, packageId: body.packageId },
      await region(),
      client.address,
      headers["idempotency-key"] ?? null,
    );
    return reply(order, {
      status: 201,
      message: "Order created",
      headers: replayed ? { "idempotent-replayed": "true" } : {},
    });
  },
);
