// What Convert Coins shows under "You will receive" while an amount is typed: the same quote the
// server records (lib/economics/conversion-quote.ts), worked out in the browser from the fees and
// rates the page was rendered with. When the server answered that the quote changed (409
// quote_changed), its new quote stands for that amount and currency until the page's rules catch up.
import {
  quoteConversion,
  type ConversionFees,
  type ConversionQuote,
} from "@/lib/economics/conversion-quote";
import { formatPercent, formatRate, type RateTable } from "@/lib/economics/rates";
import { formatCoins } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import { CURRENCIES, type Currency } from "@/lib/money/currencies";
import { previewAmount } from "./conversion-form";

export type ConversionPreview =
  /** Nothing to convert yet: empty, or not a whole number above 0. */
  | { kind: "none" }
  /** An amount the fee leaves nothing of, or too small to pay in the currency. */
  | { kind: "refused"; amount: number; message: string }
  | { kind: "quote"; quote: ConversionQuote };

export function previewConversion(
  amountText: string,
  currency: Currency,
  rates: RateTable,
  fees: ConversionFees,
  /** The server's newer quote (409 quote_changed), used when it is for this amount and currency. */
  override: ConversionQuote | null = null,
): ConversionPreview {
  const amount = previewAmount(amountText);
  if (amount === null) return { kind: "none" };
  if (override && override.grossCoins === amount && override.currency === currency) {
    return { kind: "quote", quote: override };
  }
  const outcome = quoteConversion(amount, currency, rates[currency], fees);
  return outcome.ok
    ? { kind: "quote", quote: outcome.quote }
    : { kind: "refused", amount, message: outcome.message };
}

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

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/**
 * The new quote a 409 quote_changed carries in `details.quote`, checked field by field (the
 * browser takes no schema library); null when the answer holds none.
 */
export function quoteFromDetails(details: Record<string, unknown> | undefined) {
  const quote = details?.quote;
  if (typeof quote !== "object" || quote === null) return null;
  const fields = quote as Record<string, unknown>;
  const currency = CURRENCIES.find((code) => code === fields.currency);
  const { grossCoins, feeCoins, netCoins, rateMicros, payoutMinor } = fields;
  if (
    !currency ||
    !isCount(grossCoins) ||
    !isCount(feeCoins) ||
    !isCount(netCoins) ||
    !isCount(rateMicros) ||
    !isCount(payoutMinor)
  ) {
    return null;
  }
  return {
    currency,
    grossCoins,
    feeCoins,
    netCoins,
    rateMicros,
    payoutMinor,
  } satisfies ConversionQuote;
}
