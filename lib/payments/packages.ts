// Coin packages and top-up amounts (SPEC.md section 9), decided here for both the Add Coins
// screen and the server: a client never chooses its own bonus.
import { formatMoney } from "@/lib/format/money";
import type { PaymentCurrency } from "./currency";

export interface CoinPackage {
  id: string;
  coins: number;
  price: number;
  bonus: number;
  popular: boolean;
}

export const COIN_PACKAGES: readonly CoinPackage[] = [
  { id: "coins-100", coins: 100, price: 100, bonus: 0, popular: false },
  { id: "coins-500", coins: 500, price: 500, bonus: 25, popular: true },
  { id: "coins-1000", coins: 1000, price: 1000, bonus: 100, popular: false },
  { id: "coins-2000", coins: 2000, price: 2000, bonus: 300, popular: false },
];

export const MIN_TOPUP = 10;
export const MAX_TOPUP: Record<PaymentCurrency, number> = { INR: 500_000, USD: 10_000 };

export interface CoinQuote {
  /** Coins bought: 1 per currency unit. */
  coins: number;
  bonus: number;
  total: number;
  packageId: string | null;
}

/** What an amount buys: exactly a package's price buys the package, bonus included. */
export function quoteCoins(amount: number): CoinQuote {
  const pack = COIN_PACKAGES.find((candidate) => candidate.price === amount);
  const coins = pack?.coins ?? amount;
  const bonus = pack?.bonus ?? 0;
  return { coins, bonus, total: coins + bonus, packageId: pack?.id ?? null };
}

export const INVALID_AMOUNT = "Invalid amount. Amount must be greater than 0.";

/** The first problem with a top-up amount, or null. */
export function topUpAmountError(amount: unknown, currency: PaymentCurrency): string | null {
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount <= 0) return INVALID_AMOUNT;
  if (!Number.isInteger(amount)) return "Amount must be a whole number.";
  if (amount < MIN_TOPUP) return `The minimum amount is ${formatMoney(MIN_TOPUP, currency)}.`;
  if (amount > MAX_TOPUP[currency]) {
    return `The maximum amount is ${formatMoney(MAX_TOPUP[currency], currency)}.`;
  }
  return null;
}
