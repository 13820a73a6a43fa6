// A conversion's quote under the rules and rate the caller's transaction sees: what
// GET /conversions/quote shows and what POST /conversions records.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { quoteConversion, type ConversionQuote } from "@/lib/economics/conversion-quote";
import type { Currency } from "@/lib/money/currencies";
import type { Tx } from "@/lib/server/ledger/types";
import { readMoneyRules, rateOf } from "./money-rules";

export async function quoteConversionNow(
  tx: Tx,
  amount: number,
  currency: Currency,
): Promise<ConversionQuote> {
  const [rules, rateMicros] = await Promise.all([readMoneyRules(tx), rateOf(tx, currency)]);
  const outcome = quoteConversion(amount, currency, rateMicros, rules);
  if (!outcome.ok) {
    throw new AppError("validation_failed", outcome.message, {
      issues: [{ path: "amount", message: outcome.message }],
    });
  }
  return outcome.quote;
}
