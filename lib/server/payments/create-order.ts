// Step 1 of a top-up: an order for an amount, priced on the server (coins and bonus), created at
// the provider, remembered on our side with what it will credit.
import "server-only";
import type { CreateOrderInput } from "@/lib/validations/payments";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-user";
import type { RegionInfo } from "@/lib/payments/currency";
import { quoteCoins, topUpAmountError } from "@/lib/payments/packages";
import { db } from "@/lib/server/db/client";
import { enforceOrderLimits } from "./order-limits";
import { paymentProvider } from "./providers";

/** The amount is checked here: its bounds depend on the region. */
export type OrderRequest = Pick<CreateOrderInput, "amount" | "currency">;

export interface CreatedOrder {
  /** The provider's order id: what the checkout is opened with. */
  orderId: string;
  keyId: string;
  /** Major units; the checkout takes amount x 100. */
  amount: number;
  currency: "INR" | "USD";
  coins: number;
  bonus: number;
  provider: "razorpay" | "simulated";
  prefill: { name: string; email: string; method: string | null };
}

export const ORDER_FAILED = "Failed to create order";

export async function createCoinOrder(
  user: SessionUser,
  input: OrderRequest,
  region: RegionInfo,
  /** The client's address, for the per-address limit. */
  address: string,
): Promise<CreatedOrder> {
  const currency = region.currency;
  if (input.currency && input.currency !== currency) {
    throw new AppError(
      "validation_failed",
      `Payments from ${region.country} are made in ${currency}.`,
    );
  }
  const problem = topUpAmountError(input.amount, currency);
  if (problem || typeof input.amount !== "number") {
    throw new AppError(
      "validation_failed",
      problem ?? "Invalid amount. Amount must be greater than 0.",
    );
  }
  const amount = input.amount;
  const quote = quoteCoins(amount);
  const provider = paymentProvider();
  // Counted only for orders that would reach the provider: that call is what the limits protect.
  await enforceOrderLimits(user.id, address);
  const id = randomUUID();
  let providerOrder: { id: string };
  try {
    providerOrder = await provider.createOrder({
      amountMinor: amount * 100,
      currency,
      receipt: id,
      notes: { userId: user.id, coins: String(quote.total), purpose: "coin_purchase" },
    });
  } catch (error) {
    console.error(
      "[payments] order creation failed:",
      error instanceof Error ? error.message : error,
    );
    throw new AppError("bad_gateway", ORDER_FAILED);
  }
  await db().paymentOrder.create({
    data: {
      id,
      userId: user.id,
      provider: provider.name,
      providerOrderId: providerOrder.id,
      amount,
      currency,
      coins: quote.coins,
      bonusCoins: quote.bonus,
      packageId: quote.packageId,
      countryCode: region.countryCode,
    },
  });
  const preference = await db().paymentMethodPreference.findUnique({ where: { userId: user.id } });
  // A saved method prefills the checkout only where the provider offers it (UPI is India-only).
  const method =
    preference && provider.methods(region.isIndia).includes(preference.method)
      ? preference.method
      : null;
  return {
    orderId: providerOrder.id,
    keyId: provider.keyId,
    amount,
    currency,
    coins: quote.coins,
    bonus: quote.bonus,
    provider: provider.name,
    prefill: { name: user.name, email: user.email, method },
  };
}
