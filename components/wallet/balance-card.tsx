"use client";

import Link from "@/components/ui/link";
import { Plus } from "lucide-react";
import { CoinMark } from "@/components/nav/coin-mark";
import { buttonVariants } from "@/components/ui/button";
import { coinUnit, formatCount } from "@/lib/format/coins";
import { useWalletBalance } from "@/lib/swr/use-wallet-balance";
import { cn } from "@/lib/utils";
import { WalletDebtNotice } from "./debt-notice";

const TONES = {
  /** The dashboard's card (docs/spec.md "User dashboard"): the brand colour, to stand out. */
  primary: {
    section:
      "relative isolate justify-between gap-6 overflow-hidden bg-linear-to-br from-primary to-[oklch(0.32_0.16_280)] text-primary-foreground",
    title: "text-primary-foreground/85",
    unit: "text-primary-foreground/85",
    mark: "size-8",
    button: cn(buttonVariants({ variant: "on-brand" }), "w-fit focus-visible:outline-white"),
  },
  /** The wallet page's card: in the coin colours. */
  coin: {
    section:
      "gap-5 border border-coin/40 bg-linear-to-br from-coin/25 to-coin/5 text-coin-foreground",
    title: "",
    unit: "",
    mark: "size-9",
    button: buttonVariants({ variant: "coin", className: "w-fit" }),
  },
} as const;

/** The user's coin balance and the way to add more; what the wallet owes, when it owes. */
export function BalanceCard({ tone }: { tone: keyof typeof TONES }) {
  const balance = useWalletBalance();
  const style = TONES[tone];
  const titleId = `${tone}-balance-card-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn("flex flex-col rounded-xl p-6 shadow-sm", style.section)}
    >
      {tone === "primary" ? (
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 -z-10 size-44 rounded-full bg-white/10"
        />
      ) : null}
      <div className="flex items-center justify-between gap-4">
        <h2 id={titleId} className={cn("text-sm font-medium", style.title)}>
          Wallet Balance
        </h2>
        <CoinMark className={style.mark} />
      </div>
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight tabular-nums">
          {formatCount(balance)}
        </span>
        <span className={cn("text-lg", style.unit)}>{coinUnit(balance)}</span>
      </p>
      <WalletDebtNotice where="card" />
      <Link href="/wallet/add" className={style.button}>
        <Plus aria-hidden="true" />
        Add Coins
      </Link>
    </section>
  );
}
