import Link from "next/link";
import { CircleCheck } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { buttonVariants } from "@/components/ui/button";
import { formatCount } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import type { CompletedPurchase } from "./use-coin-purchase";

/** Shown once the server has credited the coins, until the redirect to the dashboard. */
export function PaymentSuccess({ result }: { result: CompletedPurchase }) {
  return (
    <section
      aria-labelledby="payment-success-title"
      className="flex flex-col items-center gap-4 rounded-xl border border-success/40 bg-success/5 px-6 py-10 text-center"
    >
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <div className="space-y-1.5">
        <h2 id="payment-success-title" className="text-xl font-semibold">
          Payment Successful
        </h2>
        <p>
          You paid{" "}
          <strong className="tabular-nums">{formatMoney(result.amount, result.currency)}</strong>.{" "}
          <strong className="tabular-nums">{formatCount(result.coinsAdded)} coins</strong> added to
          your wallet. Your balance is now{" "}
          <strong className="tabular-nums">{formatCount(result.balance)} coins</strong>.
        </p>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Redirecting" />
        Redirecting to your dashboard...
      </p>
      <Link href="/dashboard/user" className={buttonVariants({ variant: "outline" })}>
        Go to dashboard now
      </Link>
    </section>
  );
}
