// A conversion's quote in words: what is paid, at what rate and how it was made, for what fee
// ("$1.13", "1 USD = 89.76 coins", "the exchange rate 88.00 plus a 2% spread", "3 coins (2% + 1
// coin)"). Apart from the quote's arithmetic (conversion-preview.ts): the organization's
// dashboard and history print quotes the server made.
import type { ConversionFees } from "@/lib/economics/conversion-quote";
import { formatPercent, formatRate } from "@/lib/economics/rates";
import { payoutRate } from "@/lib/economics/spread";
import { formatCoins } from "@/lib/format/coins";
import { formatMinor } from "@/lib/format/money-minor";
import type { Currency } from "@/lib/money/currencies";

/** "$1.13", "₹200": what is paid, in the currency. */
export function payoutText(payoutMinor: number, currency: Currency): string {
  return formatMinor(payoutMinor, currency);
}

/** "1 USD = 88.00 coins" from a rate as the API writes it ("88.00"). */
export function rateText(currency: Currency, rate: string): string {
  return `1 ${currency} = ${rate} coins`;
}

/** "1 USD = 88.00 coins" from a rate in millionths. */
export function rateLine(currency: Currency, rateMicros: number): string {
  return rateText(currency, formatRate(rateMicros));
}

/** The exchange rate a payout rate was made from, and the spread it adds (lib/economics/spread.ts). */
export interface RateSpread {
  /** The exchange rate itself, in millionths. */
  mid: number;
  spreadBps: number;
}

/**
 * "the exchange rate 88.00 plus a 2% spread": how a payout rate was made. Null when there is no
 * spread (rupees have none) or when `rateMicros` is not the spread's rate from `spread` (a newer
 * quote from the server, made at a rate the page was not read with).
 */
export function payoutSpreadWords(
  currency: Currency,
  rateMicros: number,
  spread: RateSpread | null,
): string | null {
  if (
    !spread ||
    spread.spreadBps === 0 ||
    rateMicros === spread.mid ||
    payoutRate(spread.mid, spread.spreadBps, currency) !== rateMicros
  ) {
    return null;
  }
  return `the exchange rate ${formatRate(spread.mid)} plus a ${formatPercent(spread.spreadBps)}% spread`;
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
