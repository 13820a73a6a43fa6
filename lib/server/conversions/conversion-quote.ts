// GET /conversions/quote: the quote a request made now would record.
import "server-only";
import type { ConversionQuoteView } from "@/lib/schemas/conversions";
import type { Currency } from "@/lib/money/currencies";
import { db } from "@/lib/server/db/client";
import { quoteConversionNow } from "@/lib/server/economics/quote-conversion";
import { conversionMoney } from "./conversion-money";

export async function quoteConversionFor(
  amount: number,
  currency: Currency,
): Promise<ConversionQuoteView> {
  const quote = await quoteConversionNow(db(), amount, currency);
  return {
    currency,
    ...conversionMoney({
      amount: quote.grossCoins,
      currency,
      feeCoins: quote.feeCoins,
      rateMicros: BigInt(quote.rateMicros),
      payoutMinor: quote.payoutMinor,
    }),
  };
}
