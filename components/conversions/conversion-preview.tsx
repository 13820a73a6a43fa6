import type { ConversionFees } from "@/lib/economics/conversion-quote";
import type { RateTable } from "@/lib/economics/rates";
import type { ConversionPreview } from "@/lib/conversions/conversion-preview";
import {
  feeRule,
  feeText,
  payoutSpreadWords,
  payoutText,
  rateLine,
  type RateSpread,
} from "@/lib/conversions/quote-words";
import { formatCoins } from "@/lib/format/coins";
import { CURRENCY_FACTS, type Currency } from "@/lib/money/currencies";
import { cn } from "@/lib/utils";

interface ConversionPreviewBoxProps {
  preview: ConversionPreview;
  currency: Currency;
  fees: ConversionFees;
  /** The rates conversions pay at (the exchange rate plus the spread). */
  rates: RateTable;
  /** The exchange rates they were made from, and the spread: said beside the rate. */
  midRates: RateTable;
  fxSpreadBps: number;
  /** The quote is the server's newer one (it changed since the page was read). */
  changed: boolean;
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * "You will receive": the payout in the chosen currency at the current payout rate, net of the
 * fee, with its make-up (coins, fee, net coins, the rate with the spread it adds to the exchange
 * rate). It is the quote the request records.
 */
export function ConversionPreviewBox({
  preview,
  currency,
  fees,
  rates,
  midRates,
  fxSpreadBps,
  changed,
}: ConversionPreviewBoxProps) {
  const quote = preview.kind === "quote" ? preview.quote : null;
  const spread: RateSpread = { mid: midRates[currency], spreadBps: fxSpreadBps };
  const rateMicros = quote ? quote.rateMicros : rates[currency];
  const spreadWords = payoutSpreadWords(currency, rateMicros, spread);
  return (
    <div
      data-testid="conversion-preview"
      className={cn(
        "rounded-lg bg-muted/60 px-4 py-3",
        changed && "ring-2 ring-amber-500/60 dark:ring-amber-400/60",
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm text-muted-foreground">You will receive</p>
        {changed ? (
          <p className="text-xs font-semibold text-amber-700 dark:text-amber-400">New quote</p>
        ) : null}
      </div>
      <p
        className="mt-0.5 text-2xl font-semibold tabular-nums"
        aria-live="polite"
        data-testid="conversion-payout"
      >
        {quote ? payoutText(quote.payoutMinor, currency) : `${CURRENCY_FACTS[currency].symbol}0`}
      </p>
      {preview.kind === "refused" ? (
        <p className="mt-1 text-sm text-destructive" data-testid="conversion-refused">
          {preview.message}
        </p>
      ) : null}
      <dl className="mt-2 space-y-0.5 border-t pt-2 text-sm" data-testid="conversion-quote">
        {quote ? (
          <>
            <Line label="Coins">{formatCoins(quote.grossCoins)}</Line>
            <Line label="Fee">{feeText(quote.feeCoins, fees)}</Line>
            <Line label="Net">{formatCoins(quote.netCoins)}</Line>
          </>
        ) : (
          <Line label="Fee">{feeRule(fees)}</Line>
        )}
        <Line label="Rate">
          <span className="whitespace-nowrap">{rateLine(currency, rateMicros)}</span>
          {spreadWords ? (
            <>
              {/* Read as one sentence; seen as the rate over how it is made. */}
              <span className="sr-only">: </span>
              <span className="block text-xs font-normal text-muted-foreground">{spreadWords}</span>
            </>
          ) : null}
        </Line>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        Paid at this rate after an admin approves the request.
      </p>
    </div>
  );
}
