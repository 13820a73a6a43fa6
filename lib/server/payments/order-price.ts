// Whether a paid order may be credited as it was priced. An order's price is a promise for
// ORDER_PRICE_MINUTES: a price that held forever would be a free option on the exchange rate (make
// an order at 88 coins a dollar, pay it when a new one costs more, convert at the new rate). So a
// payment is credited as ordered when today's price for the same coins is no higher than what was
// paid (the buyer gains nothing over a new order), or when the order's price still holds and the
// rate has moved no further since than the settings' bound, which the spread covers
// (lib/economics/cycle-safety.ts). Otherwise the payment is refunded through the provider, never
// credited at the stale price. Orders in the base currency have no rate: their price always holds.
import "server-only";
import { rateMoveBps } from "@/lib/economics/rate-bounds";
import { coinsForAmount, packagePriceMinor } from "@/lib/economics/top-up-quote";
import { fromMinor } from "@/lib/format/money-minor";
import { BASE_CURRENCY } from "@/lib/money/currencies";
import { COIN_PACKAGES } from "@/lib/payments/packages";
import type { Tx } from "@/lib/server/ledger/types";
import { tradeRatesOf } from "@/lib/server/economics/money-rules";
import type { LockedOrder } from "./lock-order";

export const ORDER_EXPIRED =
  "This order's price expired before it was paid: your payment is being refunded. Start a new top-up at today's price.";

/** Whether a new order now would give the buyer at least as much for their money. */
function noBargainNow(order: LockedOrder, saleRateNow: number): boolean {
  const pack = COIN_PACKAGES.find((candidate) => candidate.id === order.packageId);
  if (pack) return packagePriceMinor(pack, saleRateNow, order.currency) <= order.amountMinor;
  return coinsForAmount(fromMinor(order.amountMinor, order.currency), saleRateNow) >= order.coins;
}

export async function orderPriceHolds(tx: Tx, order: LockedOrder, now: Date): Promise<boolean> {
  if (order.currency === BASE_CURRENCY) return true;
  const { sale, rules } = await tradeRatesOf(tx, order.currency);
  if (noBargainNow(order, sale)) return true;
  return (
    now <= order.expiresAt && rateMoveBps(Number(order.rateMicros), sale) <= rules.maxRateMoveBps
  );
}
