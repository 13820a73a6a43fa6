// POST /api/v1/payments/orders: an order to buy coins (a package, or an amount in the region's
// currency, priced at the current exchange rate), rate limited per user and per address, with
// the Idempotency-Key honoured (a repeat answers the first order again: 201, Idempotent-Replayed).
import { paymentsRoutes } from "@/lib/api/registry/payments";
import { apiRoute, reply } from "@/lib/api/route";
import { placeCoinOrder } from "@/lib/server/payments/order-idempotency";

export const POST = apiRoute(
  paymentsRoutes.createOrder,
  async ({ caller, body, client, headers, region }) => {
    const { order, replayed } = await placeCoinOrder({
      user: caller.user,
      input: { amount: body.amount, currency: body.currency, packageId: body.packageId },
      region: await region(),
      address: client.address,
      idempotencyKey: headers["idempotency-key"] ?? null,
    });
    return reply(order, {
      status: 201,
      message: "Order created",
      headers: replayed ? { "idempotent-replayed": "true" } : {},
    });
  },
);
