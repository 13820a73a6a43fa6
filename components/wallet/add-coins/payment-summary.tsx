import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { formatCount } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import type { Currency } from "@/lib/payments/currency";
import { quoteCoins } from "@/lib/payments/packages";

const NONE = "—";

interface PaymentSummaryProps {
  /** The amount to pay, or null while none is chosen. */
  amount: number | null;
  currency: Currency;
  /** The pay button and its notes. */
  children: ReactNode;
}

/**
 * What the payment buys, priced by the same quoteCoins the server credits with: the total here
 * is the total the wallet receives. Every row is always present, so nothing moves as it fills.
 */
export function PaymentSummary({ amount, currency, children }: PaymentSummaryProps) {
  const quote = amount !== null && amount > 0 ? quoteCoins(amount) : null;
  return (
    <Card role="region" aria-labelledby="payment-summary-title">
      <CardHeader>
        <h2 id="payment-summary-title" className="text-lg leading-none font-semibold">
          Payment summary
        </h2>
        <CardDescription>
          1 coin for every {currency === "INR" ? "₹1" : "$1"} you pay.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="divide-y text-sm">
          <Row term="Amount">{quote && amount ? formatMoney(amount, currency) : NONE}</Row>
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
        {children}
      </CardContent>
    </Card>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3 first:pt-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}
