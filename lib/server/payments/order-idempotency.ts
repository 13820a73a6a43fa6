// POST /api/v1/payments/orders with an Idempotency-Key: the first request with the key makes the
// order; a repeat of it (same body) answers that order again and makes nothing, calls no
// provider and counts against no rate limit; the key with another body is refused (422
// idempotency_key_reused). Keys are scoped per user. Two requests racing with one key both reach
// the provider, but only one order is stored (the key is unique): the other answers the stored
// one, and its provider order, never opened in a checkout, is never paid.
import "server-only";
import { isDeepStrictEqual } from "node:util";
import type { PaymentOrder } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { isUniqueViolation } from "@/lib/server/bookings/unique-violation";
import { db } from "@/lib/server/db/client";
import { IDEMPOTENCY_KEY_REUSED } from "@/lib/validations/idempotency";
import {
  answerOf,
  type CoinOrderRequest,
  createCoinOrder,
  type CreatedOrder,
} from "./create-order";
import { orderKey, orderRequestSchema, requestOf } from "./order-key";

export interface OrderResult {
  order: CreatedOrder;
  /** True when the key had already made this order: nothing was made this time. */
  replayed: boolean;
}

async function orderForKey(userId: string, key: string | null): Promise<PaymentOrder | null> {
  const idempotencyKey = orderKey(userId, key);
  if (!idempotencyKey) return null;
  const order = await db().paymentOrder.findUnique({ where: { idempotencyKey } });
  return order && order.userId === userId ? order : null;
}

/** The order the key made, if this is the request it was made for; else the key is refused. */
async function replay(
  order: PaymentOrder,
  request: Pick<CoinOrderRequest, "user" | "input" | "region">,
): Promise<OrderResult> {
  const { user, input, region } = request;
  const first = orderRequestSchema.safeParse(order.request);
  if (!first.success || !isDeepStrictEqual(first.data, requestOf(input))) {
    throw new AppError("idempotency_key_reused", IDEMPOTENCY_KEY_REUSED);
  }
  return { order: await answerOf(order, user, region), replayed: true };
}

export async function placeCoinOrder(
  request: CoinOrderRequest & { idempotencyKey: string | null },
): Promise<OrderResult> {
  const { user, idempotencyKey } = request;
  const earlier = await orderForKey(user.id, idempotencyKey);
  if (earlier) return replay(earlier, request);
  try {
    const order = await createCoinOrder(request);
    return { order, replayed: false };
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error)) {
      // The same key raced this request and won: answer what it made.
      const first = await orderForKey(user.id, idempotencyKey);
      if (first) return replay(first, request);
    }
    throw error;
  }
}
