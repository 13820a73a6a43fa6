// A conversion's quote under the rules and rate the caller's transaction sees (the payout side of
// the spread, lib/economics/spread.ts): what GET /conversions/quote shows and what
// POST /conversions records.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { quoteConversion, type ConversionQuote } from "@/lib/economics/conversion-quote";
import type { Currency } from "@/lib/money/currencies";
import type { Tx } from "@/lib/server/ledger/types";
import { tradeRatesOf } from "./money-rules";

export async function quoteConversionNow(
  tx: Tx,
  amount: number,
  currency: Currency,
): Promise<ConversionQuote> {
  const { payout, rules } = await tradeRatesOf(tx, currency);
  const outcome = quoteConversion(amount, currency, payout, rules);
  if (!outcome.ok) {
    throw new AppError("validation_failed", outcome.message, {
      issues: [{ path: "amount", message: outcome.message }],
    });
  }
  return outcome.quote;
}
