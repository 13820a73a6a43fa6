"use client";

import Link from "next/link";
import { formatCoins } from "@/lib/format/coins";
import { useWalletBalance } from "@/lib/swr/use-wallet-balance";
import { cn } from "@/lib/utils";
import { CoinMark } from "./coin-mark";

/**
 * The wallet balance in the navigation bar. A link to the wallet page (balance and history), so
 * its accessible name can carry the context the short visible text leaves out.
 */
export function WalletChip({ className }: { className?: string }) {
  const amount = formatCoins(useWalletBalance());
  return (
    <Link
      href="/wallet"
      aria-label={`Wallet balance: ${amount}`}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-full bg-coin/15 px-3 text-sm font-semibold whitespace-nowrap text-coin-foreground tabular-nums transition-colors hover:bg-coin/25",
        className,
      )}
    >
      <CoinMark className="size-5" />
      {amount}
    </Link>
  );
}
