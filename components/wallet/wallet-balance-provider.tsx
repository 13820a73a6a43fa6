"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { WALLET_BALANCE_KEY, type WalletBalance } from "@/lib/swr/use-wallet-balance";

/**
 * Seeds the browser's one copy of the wallet balance with the server's reading for this request,
 * so the first paint of every balance on the page is the same figure (lib/swr/use-wallet-balance).
 */
export function WalletBalanceProvider({
  balance,
  children,
}: {
  /** null for visitors without a wallet (signed out, organizations, admins). */
  balance: number | null;
  children: ReactNode;
}) {
  if (balance === null) return children;
  const fallback: Record<string, WalletBalance> = { [WALLET_BALANCE_KEY]: { balance } };
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>;
}
