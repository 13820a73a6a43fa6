// A conversion's quote in words: what is paid, at what rate, for what fee ("$1.13",
// "1 USD = 88.00 coins", "3 coins (2% + 1 coin)"). Apart from the quote's arithmetic
// (conversion-preview.ts): the organization's dashboard and history print quotes the server made.
import type { ConversionFees } from "@/lib/economics/conversion-quote";
import { formatPercent, formatRate } from "@/lib/economics/rates";
import { formatCoins } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import type { Currency } from "@/lib/money/currencies";

/** "$1.13", "₹200": what is paid, in the currency. */
export function payoutText(payoutMinor: number, currency: Currency): string {
  return formatMoney(payoutMinor / 100, currency);
}

/** "1 USD = 88.00 coins" from a rate as the API writes it ("88.00"). */
export function rateText(currency: Currency, rate: string): string {
  return `1 ${currency} = ${rate} coins`;
}

/** "1 USD = 88.00 coins" from a rate in millionths. */
export function rateLine(currency: Currency, rateMicros: number): string {
  return rateText(currency, formatRate(rateMicros));
}

/** "No fee", "3 coins", and how the fee is made up ("2% + 1 coin") when it has a share. */
export function feeText(feeCoins: number, fees?: ConversionFees): string {
  if (feeCoins === 0) return "No fee";
  if (!fees || fees.conversionFeeBps === 0) return formatCoins(feeCoins);
  const fixed = fees.conversionFeeCoins > 0 ? ` + ${formatCoins(fees.conversionFeeCoins)}` : "";
  return `${formatCoins(feeCoins)} (${formatPercent(fees.conversionFeeBps)}%${fixed})`;
}

/** The fee's rule before an amount is typed: "No fee", "2%", "5 coins", "2% + 1 coin". */
export function feeRule(fees: ConversionFees): string {
  const parts = [
    fees.conversionFeeBps > 0 ? `${formatPercent(fees.conversionFeeBps)}%` : "",
    fees.conversionFeeCoins > 0 ? formatCoins(fees.conversionFeeCoins) : "",
  ].filter(Boolean);
  return parts.length ? parts.join(" + ") : "No fee";
}
