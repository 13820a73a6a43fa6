// What a top-up order keeps of its Idempotency-Key: the key scoped to its user (two users may
// send the same key), and the request it was first used for, written so that any two bodies
// compare exactly (the amount as its JSON text: 500 and "500" are different requests).
import "server-only";
import { z } from "zod";
import type { OrderRequest } from "./create-order";

export const orderRequestSchema = z.object({
  packageId: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
});
export type KeyedOrderRequest = z.output<typeof orderRequestSchema>;

export function orderKey(userId: string, key: string | null): string | null {
  return key ? `${userId}:${key}` : null;
}

export function requestOf(input: OrderRequest): KeyedOrderRequest {
  return {
    packageId: input.packageId ?? null,
    amount: input.amount === undefined ? null : JSON.stringify(input.amount),
    currency: input.currency ?? null,
  };
}
