"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { BALANCE_KEYS, type Balance, type BalanceKind } from "@/lib/swr/balance";

/**
 * Seeds the browser's copy of the signed-in account's coin balance (a user's wallet, an
 * organization's earnings) with the server's reading for this request, so the first paint of
 * every balance on the page is the same figure (lib/swr/balance).
 */
export function BalanceProvider({
  balances,
  children,
}: {
  /** The balances this visitor has: none when signed out, none for admins. */
  balances: Partial<Record<BalanceKind, number>>;
  children: ReactNode;
}) {
  const fallback: Record<string, Balance> = {};
  for (const [kind, balance] of Object.entries(balances) as [BalanceKind, number][]) {
    fallback[BALANCE_KEYS[kind]] = { balance };
  }
  if (Object.keys(fallback).length === 0) return children;
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>;
}
