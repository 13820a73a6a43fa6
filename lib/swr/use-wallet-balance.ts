"use client";

// The one source of the wallet balance in the browser. The root layout seeds it with the balance
// the server read for the page (SWR fallback), every screen reads it through useWalletBalance, and
// every money action (top-up, booking, cancellation) writes the balance the server answered with,
// so the header chip, wallet, dashboard, checkout and catalogue never disagree.
import useSWR, { mutate } from "swr";
import { swrFetcher } from "@/lib/api/client";

export const WALLET_BALANCE_KEY = "/api/v1/users/wallet/balance";

export interface WalletBalance {
  balance: number;
}

/**
 * The signed-in user's balance. The root layout's WalletBalanceProvider gives every page the
 * server's reading as the starting value; mounting a reader re-reads it (at most once in 5 s).
 */
export function useWalletBalance(): number {
  const { data } = useSWR<WalletBalance>(WALLET_BALANCE_KEY, swrFetcher, {
    dedupingInterval: 5_000,
  });
  // Only a page outside the provider (none today) would start without a value.
  return data?.balance ?? 0;
}

/**
 * After a money action: the balance the server answered with when it has one, else a fresh read.
 * Every reader of the balance redraws.
 */
/** On sign-out: drop the copy, so the next page starts from its own server's reading. */
export function forgetWalletBalance(): Promise<unknown> {
  return mutate(WALLET_BALANCE_KEY, undefined, { revalidate: false });
}

export function refreshWalletBalance(balance?: number): Promise<unknown> {
  if (balance === undefined) return mutate(WALLET_BALANCE_KEY);
  return mutate(WALLET_BALANCE_KEY, { balance } satisfies WalletBalance, { revalidate: false });
}
