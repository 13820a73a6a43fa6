// Coin packages and top-up bounds (docs/spec.md section 9), decided here for both the Add Coins screen
// and the server: a client never chooses its own bonus. Prices are in coins, which are worth one
// unit of the base currency each; lib/economics/top-up-quote.ts prices them in other currencies.

export interface CoinPackage {
  id: string;
  coins: number;
  /** In coins (base-currency units). */
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

export const PACKAGE_IDS = ["coins-100", "coins-500", "coins-1000", "coins-2000"] as const;

/**
 * A custom amount's least, in whole units of the buyer's currency (docs/spec.md section 9); its
 * most is the currency's maxTopUp (lib/money/currencies.ts).
 */
export const MIN_TOPUP = 10;

/**
 * How long an order's price holds, in minutes: a rate may change meanwhile, and a price that never
 * expired would be a free option on it (lib/server/payments/order-price.ts).
 */
export const ORDER_PRICE_MINUTES = 30;
