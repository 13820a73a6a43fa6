// What Convert Coins shows under "You will receive" while an amount is typed: the same quote the
// server records (lib/economics/conversion-quote.ts), worked out in the browser from the fees and
// rates the page was rendered with. When the server answered that the quote changed (409
// quote_changed), its new quote stands for that amount and currency until the page's rules catch up.
import {
  quoteConversion,
  type ConversionFees,
  type ConversionQuote,
} from "@/lib/economics/conversion-quote";
import type { RateTable } from "@/lib/economics/rates";
import { CURRENCIES, type Currency } from "@/lib/money/currencies";
import { parseWholeAmount } from "@/lib/validations/whole-amount";

export type ConversionPreview =
  /** Nothing to convert yet: empty, or not a whole number above 0. */
  | { kind: "none" }
  /** An amount the fee leaves nothing of, or too small to pay in the currency. */
  | { kind: "refused"; amount: number; message: string }
  | { kind: "quote"; quote: ConversionQuote };

/**
 * What the preview shows: the amount when it is one, else nothing to convert yet. Apart from the
 * form's schema (conversion-form.ts): the organization's dashboard shows quotes without the form.
 */
export function previewAmount(text: string): number | null {
  const parsed = parseWholeAmount(text);
  return parsed.kind === "amount" && parsed.value > 0 ? parsed.value : null;
}

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
