import Link from "next/link";
import { Plus } from "lucide-react";
import { CoinMark } from "@/components/nav/coin-mark";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const coinCount = new Intl.NumberFormat("en-IN");

/** The user's coin balance and the way to add more (SPEC.md "User dashboard"). */
export function WalletCard({ balance }: { balance: number }) {
  return (
    <section
      aria-labelledby="wallet-card-title"
      className="relative isolate flex flex-col justify-between gap-6 overflow-hidden rounded-xl bg-linear-to-br from-primary to-[oklch(0.32_0.16_280)] p-6 text-primary-foreground shadow-sm"
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 -z-10 size-44 rounded-full bg-white/10"
      />
      <div className="flex items-center justify-between">
        <h2 id="wallet-card-title" className="text-sm font-medium text-primary-foreground/85">
          Wallet Balance
        </h2>
        <CoinMark className="size-8" />
      </div>
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight tabular-nums">
          {coinCount.format(balance)}
        </span>
        <span className="text-lg text-primary-foreground/85">
          {balance === 1 ? "coin" : "coins"}
        </span>
      </p>
      <Link
        href="/wallet/add"
        className={cn(
          buttonVariants({ variant: "secondary" }),
          "w-fit bg-white text-primary hover:bg-white/90 focus-visible:outline-white",
        )}
      >
        <Plus aria-hidden="true" />
        Add Coins
      </Link>
    </section>
  );
}
