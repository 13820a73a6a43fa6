// An exchange rate as the buyer reads it: how many coins one unit of their currency is worth.
import type { Currency } from "@/lib/money/currencies";

/** "1 USD = 88.00 coins" for the rate "88.00" (formatRate's text). */
export function formatExchangeRate(currency: Currency, rate: string): string {
  return `1 ${currency} = ${rate} coins`;
}
