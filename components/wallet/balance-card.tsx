import Link from "next/link";
import { Plus } from "lucide-react";
import { CoinMark } from "@/components/nav/coin-mark";
import { buttonVariants } from "@/components/ui/button";

const coinCount = new Intl.NumberFormat("en-IN");

/** The wallet page's balance, in the coin colours, with the way to add more. */
export function BalanceCard({ balance }: { balance: number }) {
  return (
    <section
      aria-labelledby="balance-card-title"
      className="flex flex-col gap-5 rounded-xl border border-coin/40 bg-linear-to-br from-coin/25 to-coin/5 p-6 text-coin-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="balance-card-title" className="text-sm font-medium">
          Wallet Balance
        </h2>
        <CoinMark className="size-9" />
      </div>
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight tabular-nums">
          {coinCount.format(balance)}
        </span>
        <span className="text-lg">{balance === 1 ? "coin" : "coins"}</span>
      </p>
      <Link href="/wallet/add" className={buttonVariants({ variant: "coin", className: "w-fit" })}>
        <Plus aria-hidden="true" />
        Add Coins
      </Link>
    </section>
  );
}
