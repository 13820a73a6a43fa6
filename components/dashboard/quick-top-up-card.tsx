import Link from "next/link";
import { Zap } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { formatMoney, type PaymentCurrency } from "@/lib/payments/currency";

/**
 * SPEC.md "User dashboard": four amounts (rupees in India; the payer's currency elsewhere, which
 * is what Add Coins will charge), each opening Add Coins with it chosen.
 */
export const QUICK_TOP_UP_AMOUNTS = [100, 500, 1000, 2000] as const;

export function QuickTopUpCard({ currency }: { currency: PaymentCurrency }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 leading-none font-semibold">
          <Zap aria-hidden="true" className="size-5 text-muted-foreground" />
          Quick Top-up
        </h2>
        <CardDescription>Pick an amount, check it, then pay.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3">
          {QUICK_TOP_UP_AMOUNTS.map((amount) => (
            <li key={amount}>
              <Link
                href={`/wallet/add?amount=${amount}`}
                className={buttonVariants({
                  variant: "outline",
                  className: "h-11 w-full text-base tabular-nums",
                })}
              >
                <span className="sr-only">Top up </span>
                {formatMoney(amount, currency)}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
