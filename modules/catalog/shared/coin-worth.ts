// A coin price in the buyer's own money, shown beside the catalogue's price filter: what buying
// that many coins costs today, at the rate coins are sold at (the exchange rate less the spread),
// rounded up to the cent as a coin package's price is (lib/economics/top-up-quote.ts).
import { packagePriceMinor } from "@/lib/economics/top-up-quote";
import { formatMinor } from "@/lib/format/money-minor";
import type { Currency } from "@/lib/money/currencies";

/** The buyer's currency and the coins one unit of it buys now, in millionths. */
export interface CoinRate {
  currency: Currency;
  rateMicros: number;
}

/** "₹500", "$5.80": `coins` coins at the rate. */
export function coinsWorth(coins: number, rate: CoinRate): string {
  const minor = packagePriceMinor(
    { id: "", coins, price: coins, bonus: 0, popular: false },
    rate.rateMicros,
    rate.currency,
  );
  return formatMinor(minor, rate.currency);
}
