import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import type { TopUpQuote } from "@/lib/economics/top-up-quote";
import type { CoinPackages } from "@/lib/schemas/economics";
import { formatCount } from "@/lib/format/coins";
import { formatExchangeRate } from "@/lib/format/exchange-rate";
import { formatMinor } from "@/lib/format/money-minor";
import { BASE_CURRENCY, CURRENCY_FACTS } from "@/lib/money/currencies";

const NONE = "—";

interface PaymentSummaryProps {
  /** What the choice costs and credits, or null while nothing (valid) is chosen. */
  quote: TopUpQuote | null;
  /** The currency and rates of the offer: coins sold per unit ("86.24") and the spread. */
  offer: Pick<CoinPackages, "currency" | "rate" | "spreadPercent">;
  /** The pay button and its notes. */
  children: ReactNode;
}

/**
 * What the payment buys, priced with the server's sums (the package's own price, or quoteAmount
 * at the offer's rate): the total here is the total the wallet receives. Every row is always
 * present, so nothing moves as it fills.
 */
export function PaymentSummary({ quote, offer, children }: PaymentSummaryProps) {
  const { currency } = offer;
  const atRate = currency !== BASE_CURRENCY;
  return (
    <Card role="region" aria-labelledby="payment-summary-title">
      <CardHeader>
        <h2 id="payment-summary-title" className="text-lg leading-none font-semibold">
          Payment summary
        </h2>
        <CardDescription>
          {!atRate
            ? `1 coin for every ${CURRENCY_FACTS[currency].symbol}1 you pay.`
            : offer.spreadPercent === "0"
              ? `Priced in ${currency} at the exchange rate.`
              : `Priced in ${currency} at the exchange rate less a ${offer.spreadPercent}% spread.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="divide-y text-sm">
          <Row term="Price">{quote ? formatMinor(quote.amountMinor, currency) : NONE}</Row>
          {atRate ? <Row term="Rate">{formatExchangeRate(currency, offer.rate)}</Row> : null}
          <Row term="Coins">{quote ? formatCount(quote.coins) : NONE}</Row>
          <Row term="Bonus">
            {quote ? (
              <span className={quote.bonus > 0 ? "font-semibold text-success" : undefined}>
                {quote.bonus > 0 ? `+${formatCount(quote.bonus)}` : "0"}
              </span>
            ) : (
              NONE
            )}
          </Row>
          <div className="flex items-center justify-between gap-4 pt-3">
            <dt className="text-base font-semibold">Total coins</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {quote ? formatCount(quote.total) : NONE}
            </dd>
          </div>
        </dl>
        {/* On a phone the packages fill the screen and this card sits far below them: the total
            and Pay stay in a bar at the bottom of the screen (fixed works from here: no
            ancestor transforms), and return into the card on wide screens. */}
        <div
          data-testid="pay-bar"
          className="fixed inset-x-0 bottom-0 z-30 space-y-2 border-t bg-background px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] lg:static lg:z-auto lg:space-y-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
        >
          <p className="flex items-baseline justify-between gap-3 text-sm lg:hidden">
            <span className="text-muted-foreground">Total coins</span>
            <span className="font-semibold tabular-nums">
              {quote
                ? `${formatCount(quote.total)} · ${formatMinor(quote.amountMinor, currency)}`
                : NONE}
            </span>
          </p>
          {children}
        </div>
      </CardContent>
    </Card>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3 first:pt-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}
