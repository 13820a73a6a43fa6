import Link from "next/link";
import { Zap } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { formatMoney } from "@/lib/format/money";
import type { Currency } from "@/lib/payments/currency";
import { CardHeading } from "./card-heading";

/**
 * SPEC.md "User dashboard": four amounts (rupees in India; the payer's currency elsewhere, which
 * is what Add Coins will charge), each opening Add Coins with it chosen.
 */
export const QUICK_TOP_UP_AMOUNTS = [100, 500, 1000, 2000] as const;

export function QuickTopUpCard({ currency }: { currency: Currency }) {
  return (
    <Card role="region" aria-labelledby="quick-top-up-title">
      <CardHeader>
        <CardHeading id="quick-top-up-title" icon={Zap}>
          Quick Top-up
        </CardHeading>
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
