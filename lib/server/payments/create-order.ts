// Step 1 of a top-up: an order for a package or a custom amount, priced on the server in the
// region's currency at the rate coins are sold at now (the exchange rate less the spread: coins,
// bonus, price in minor units), created at the provider, remembered on our side with what it will
// credit, the rate it was priced at and until when that price holds (and, when the request had
// one, its Idempotency-Key: order-idempotency.ts).
import "server-only";
import { fromMinor } from "@/lib/format/money-minor";
import { errorText, logger } from "@/lib/server/observability/logger";
import { checkoutMethodOf } from "@/lib/payments/providers";
import type { CreateOrderInput } from "@/lib/validations/payments";
import { randomUUID } from "node:crypto";
import type { PaymentOrder } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import type { RegionInfo } from "@/lib/money/region";
import { formatRate } from "@/lib/economics/rates";
import {
  INVALID_AMOUNT,
  quoteAmount,
  quotePackage,
  topUpAmountError,
  type TopUpQuote,
} from "@/lib/economics/top-up-quote";
import type { Currency } from "@/lib/money/currencies";
import { COIN_PACKAGES, ORDER_PRICE_MINUTES } from "@/lib/payments/packages";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import { tradeRatesOf } from "@/lib/server/economics/money-rules";
import { orderKey, requestOf } from "./order-key";
import { enforceOrderLimits } from "./order-limits";
import { paymentProvider } from "./providers";

/** The amount is checked here: its bounds depend on the region. */
export type OrderRequest = Pick<CreateOrderInput, "amount" | "currency" | "packageId">;

export interface CreatedOrder {
  /** The provider's order id: what the checkout is opened with. */
  orderId: string;
  keyId: string;
  /** Major units (6.02); the checkout takes amountMinor. */
  amount: number;
  amountMinor: number;
  currency: Currency;
  /** Coins per unit of the currency, as a decimal ("86.24"). */
  rate: string;
  /** ISO time the price holds until. */
  expiresAt: string;
  packageId: string | null;
  coins: number;
  bonus: number;
  provider: "razorpay" | "simulated";
  prefill: { name: string; email: string; method: string | null };
}

export const ORDER_FAILED = "Failed to create order";

/** A coin order as its buyer asks for it. */
export interface CoinOrderRequest {
  user: SessionUser;
  input: OrderRequest;
  region: RegionInfo;
  /** The client's address, for the per-address limit. */
  address: string;
  /** The request's Idempotency-Key, kept with the order (unique per user). */
  idempotencyKey?: string | null;
}

export async function createCoinOrder(request: CoinOrderRequest): Promise<CreatedOrder> {
  const { user, input, region, address, idempotencyKey = null } = request;
  const currency = region.currency;
  if (input.currency && input.currency !== currency) {
    throw new AppError(
      "validation_failed",
      `Payments from ${region.country} are made in ${currency}.`,
    );
  }
  const quote = await priceOrder(input, currency);
  const provider = paymentProvider();
  // Counted only for orders that would reach the provider: that call is what the limits protect.
  await enforceOrderLimits(user.id, address);
  const id = randomUUID();
  let providerOrder: { id: string };
  try {
    providerOrder = await provider.createOrder({
      amountMinor: quote.amountMinor,
      currency,
      receipt: id,
      notes: { userId: user.id, coins: String(quote.total), purpose: "coin_purchase" },
    });
  } catch (error) {
    logger.error({ error: errorText(error) }, "payment provider refused to create an order");
    throw new AppError("bad_gateway", ORDER_FAILED);
  }
  const key = orderKey(user.id, idempotencyKey);
  const order = await db().paymentOrder.create({
    data: {
      id,
      userId: user.id,
      provider: provider.name,
      providerOrderId: providerOrder.id,
      amountMinor: quote.amountMinor,
      currency,
      rateMicros: BigInt(quote.rateMicros),
      coins: quote.coins,
      bonusCoins: quote.bonus,
      packageId: quote.packageId,
      countryCode: region.countryCode,
      expiresAt: new Date(Date.now() + ORDER_PRICE_MINUTES * 60_000),
      ...(key ? { idempotencyKey: key, request: requestOf(input) } : {}),
    },
  });
  metrics().ordersCreated.inc();
  return answerOf(order, user, region);
}

/** The answer for an order: what the checkout is opened with. */
export async function answerOf(
  order: PaymentOrder,
  user: SessionUser,
  region: RegionInfo,
): Promise<CreatedOrder> {
  const provider = paymentProvider();
  const preference = await db().paymentMethodPreference.findUnique({ where: { userId: user.id } });
  // A saved method prefills the checkout only where the provider offers it (UPI is India-only).
  const saved = preference ? checkoutMethodOf(preference.method) : null;
  const method = saved && provider.methods(region.currency).includes(saved) ? saved : null;
  const rateMicros = Number(order.rateMicros);
  return {
    orderId: order.providerOrderId,
    keyId: provider.keyId,
    amount: fromMinor(order.amountMinor, order.currency),
    amountMinor: order.amountMinor,
    currency: order.currency,
    rate: formatRate(rateMicros),
    expiresAt: order.expiresAt.toISOString(),
    packageId: order.packageId,
    coins: order.coins,
    bonus: order.bonusCoins,
    provider: order.provider,
    prefill: { name: user.name, email: user.email, method },
  };
}

/** The order's price and coins: a package at the sale rate now, or a custom amount's worth. */
async function priceOrder(input: OrderRequest, currency: Currency): Promise<TopUpQuote> {
  const { sale: rateMicros } = await tradeRatesOf(db(), currency);
  if (input.packageId !== undefined) {
    if (input.amount !== undefined) {
      throw new AppError("validation_failed", "Send a package or an amount, not both.");
    }
    const pack = COIN_PACKAGES.find((candidate) => candidate.id === input.packageId);
    if (!pack) throw new AppError("validation_failed", "Unknown coin package");
    return quotePackage(pack, currency, rateMicros);
  }
  const problem = topUpAmountError(input.amount, currency);
  if (problem || typeof input.amount !== "number") {
    throw new AppError("validation_failed", problem ?? INVALID_AMOUNT);
  }
  const quote = quoteAmount(input.amount, currency, rateMicros);
  if (quote.coins < 1) throw new AppError("validation_failed", INVALID_AMOUNT);
  return quote;
}
