// What a top-up costs and what it credits, in any currency: packages are priced in coins (the
// base currency) and converted at the rate, rounded up to the minor unit; a custom amount is
// whole units of the buyer's currency and buys the coins it is worth, rounded down. Either way
// the buyer never gets more coins than the money is worth (bonus coins aside, which are the
// platform's promotion and are covered by the commission: see cycle-safety.ts).
import { formatMoney } from "@/lib/format/money";
import { minorPerUnitBig, toMinor } from "@/lib/format/money-minor";
import { BASE_CURRENCY, type Currency, CURRENCY_FACTS } from "@/lib/money/currencies";
import { COIN_PACKAGES, MIN_TOPUP, type CoinPackage } from "@/lib/payments/packages";
import { RATE_SCALE } from "./rates";

export interface TopUpQuote {
  packageId: string | null;
  /** What the buyer pays, in minor units of `currency`. */
  amountMinor: number;
  currency: Currency;
  /** Coins per unit of `currency`, in millionths: the rate the order is priced at. */
  rateMicros: number;
  /** Coins paid for. */
  coins: number;
  bonus: number;
  total: number;
}

/** A package's price in minor units of a currency: its coins at the rate, rounded up. */
export function packagePriceMinor(
  pack: CoinPackage,
  rateMicros: number,
  currency: Currency,
): number {
  const scaled = BigInt(pack.price) * minorPerUnitBig(currency) * BigInt(RATE_SCALE);
  return Number((scaled + BigInt(rateMicros) - 1n) / BigInt(rateMicros));
}

/** The coins a whole amount of a currency buys: its worth at the rate, rounded down. */
export function coinsForAmount(amount: number, rateMicros: number): number {
  return Number((BigInt(amount) * BigInt(rateMicros)) / BigInt(RATE_SCALE));
}

export function quotePackage(
  pack: CoinPackage,
  currency: Currency,
  rateMicros: number,
): TopUpQuote {
  return {
    packageId: pack.id,
    amountMinor: packagePriceMinor(pack, rateMicros, currency),
    currency,
    rateMicros,
    coins: pack.coins,
    bonus: pack.bonus,
    total: pack.coins + pack.bonus,
  };
}

export const INVALID_AMOUNT = "Invalid amount. Amount must be greater than 0.";

/** The first problem with a custom amount (whole units of the currency), or null. */
export function topUpAmountError(amount: unknown, currency: Currency): string | null {
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount <= 0) return INVALID_AMOUNT;
  if (!Number.isInteger(amount)) return "Amount must be a whole number.";
  if (amount < MIN_TOPUP) return `The minimum amount is ${formatMoney(MIN_TOPUP, currency)}.`;
  if (amount > CURRENCY_FACTS[currency].maxTopUp) {
    return `The maximum amount is ${formatMoney(CURRENCY_FACTS[currency].maxTopUp, currency)}.`;
  }
  return null;
}

/**
 * A custom amount: in the base currency exactly a package's price buys that package, bonus
 * included (docs/spec.md section 9); anything else buys its worth in coins, no bonus. The amount must
 * have passed topUpAmountError.
 */
export function quoteAmount(amount: number, currency: Currency, rateMicros: number): TopUpQuote {
  const pack =
    currency === BASE_CURRENCY
      ? COIN_PACKAGES.find((candidate) => candidate.price === amount)
      : undefined;
  if (pack) return quotePackage(pack, currency, rateMicros);
  const coins = coinsForAmount(amount, rateMicros);
  return {
    packageId: null,
    amountMinor: toMinor(amount, currency),
    currency,
    rateMicros,
    coins,
    bonus: 0,
    total: coins,
  };
}
