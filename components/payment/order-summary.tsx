import { OrganizationLink } from "@/components/organizations/organization-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CoinAmount } from "@/components/ui/coin-amount";
import { formatCoins } from "@/lib/format/coins";
import type { OrganizationRef } from "@/lib/organizations/organization-types";

interface OrderSummaryProps {
  service: string;
  price: number;
  /** The organization that delivers the service, when the server knows it. */
  provider?: OrganizationRef;
  duration?: string | null;
  /** A remark under the totals, e.g. that the price changed since the link was made. */
  note?: React.ReactNode;
  /** Extra content under the totals, e.g. the balance and the pay button of a signed-in user. */
  children?: React.ReactNode;
}

/** What is being bought and what it costs, in coins (docs/spec.md "Payment"). */
export function OrderSummary({
  service,
  price,
  provider,
  duration,
  note,
  children,
}: OrderSummaryProps) {
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
          {provider ? (
            <div className="flex items-start justify-between gap-4 py-4">
              <dt className="text-muted-foreground">Provided by</dt>
              <dd className="text-right break-words">
                <OrganizationLink organization={provider} />
              </dd>
            </div>
          ) : null}
          {duration ? (
            <div className="flex items-start justify-between gap-4 py-4">
              <dt className="text-muted-foreground">Duration</dt>
              <dd className="text-right">{duration}</dd>
            </div>
          ) : null}
          <div className="flex items-center justify-between gap-4 py-4">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="font-medium tabular-nums">{formatCoins(price)}</dd>
          </div>
          <div className="flex items-center justify-between gap-4 pt-4">
            <dt className="text-base font-semibold">Total</dt>
            <dd>
              <CoinAmount amount={price} size="lg" />
            </dd>
          </div>
        </dl>
        {note ? <div className="mt-4 text-sm text-muted-foreground">{note}</div> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </CardContent>
    </Card>
  );
}
