import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CoinAmount, formatCoins } from "@/components/marketing/coin-amount";

interface OrderSummaryProps {
  service: string;
  price: number;
  /** Extra content under the totals, e.g. the balance and the pay button of a signed-in user. */
  children?: React.ReactNode;
}

/** What is being bought and what it costs, in coins (SPEC.md "Payment"). */
export function OrderSummary({ service, price, children }: OrderSummaryProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Order summary</h2>
        </CardTitle>
        <CardDescription>Paid with coins from your Coinmarket wallet.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm">
          <div className="flex items-start justify-between gap-4 pb-4">
            <dt className="text-muted-foreground">Service</dt>
            <dd className="text-right font-medium break-words">{service}</dd>
          </div>
          <div className="flex items-center justify-between gap-4 py-4">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="font-medium">{formatCoins(price)}</dd>
          </div>
          <div className="flex items-center justify-between gap-4 pt-4">
            <dt className="text-base font-semibold">Total</dt>
            <dd>
              <CoinAmount amount={price} size="lg" />
            </dd>
          </div>
        </dl>
        {children ? <div className="mt-6">{children}</div> : null}
      </CardContent>
    </Card>
  );
}
