// Add Coins' words for what a dollar or a euro buys and for how long: the rate coins are sold at
// with the spread that makes it (lib/economics/spread.ts), and until when an order's price holds
// (lib/server/payments/order-price.ts).
import type { CoinPackages } from "@/lib/schemas/economics";
import { formatTime, type DateStyle } from "@/lib/format/date-time";

type OfferRates = Pick<CoinPackages, "currency" | "rate" | "exchangeRate" | "spreadPercent">;

/** "(the exchange rate 88.00 less a 2% spread)": how the sale rate is made; null with no spread. */
export function spreadWords(offer: OfferRates): string | null {
  if (offer.spreadPercent === "0") return null;
  return `(the exchange rate ${offer.exchangeRate} less a ${offer.spreadPercent}% spread)`;
}

/** Before an order: how long its price will hold. */
export function holdBeforePay(minutes: number): string {
  return `Your price holds for ${minutes} minutes once you press Pay.`;
}

/** While the payment window is open on an order whose price expired meanwhile. */
export const PRICE_LAPSED =
  "This price has expired: close the payment window and press Pay for today's price.";

/** "This price holds for 30 minutes, until 7:42 pm IST.": an order's deadline, in the viewer's zone. */
export function holdSentence(expiresAt: string, minutes: number, style: DateStyle): string {
  return `This price holds for ${minutes} minutes, until ${formatTime(expiresAt, style)}.`;
}
