"use client";

import { useWalletBalance } from "@/lib/swr/use-wallet-balance";
import { BalanceChip } from "./balance-chip";

/** A user's wallet balance in the navigation bar, linking to the wallet (balance and history). */
export function WalletChip({ className }: { className?: string }) {
  return (
    <BalanceChip
      amount={useWalletBalance()}
      href="/wallet"
      label="Wallet balance"
      className={className}
    />
  );
}
