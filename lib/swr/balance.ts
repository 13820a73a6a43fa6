"use client";

// One copy of a coin balance in the browser per account kind: a user's wallet, an organization's
// earnings. The root layout seeds each with the server's reading for the page (SWR fallback, see
// components/site/balance-provider), every screen reads it through its hook, and every money
// action writes the balance the server answered with, so the header chip and the pages agree.
import useSWR, { mutate } from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { orgDashboardEarningsBalance } from "@/lib/api/endpoints/org-dashboard";
import { usersWalletBalance } from "@/lib/api/endpoints/users";

/** What every balance endpoint answers. */
export interface Balance {
  balance: number;
}

const BALANCE_ENDPOINTS = {
  wallet: usersWalletBalance,
  earnings: orgDashboardEarningsBalance,
};

export const BALANCE_KEYS = {
  wallet: endpointUrl(BALANCE_ENDPOINTS.wallet),
  earnings: endpointUrl(BALANCE_ENDPOINTS.earnings),
};

export type BalanceKind = keyof typeof BALANCE_KEYS;

/** The balance; mounting a reader re-reads it from the server (at most once in 5 s). */
export function useBalance(kind: BalanceKind): number {
  const { data } = useSWR(BALANCE_KEYS[kind], fetcherFor(BALANCE_ENDPOINTS[kind]), {
    dedupingInterval: 5_000,
  });
  // Only a page outside the provider (none today) would start without a value.
  return data?.balance ?? 0;
}

/**
 * After a money action: the balance the server answered with when it has one, else a fresh read.
 * Every reader of the balance redraws.
 */
export function refreshBalance(kind: BalanceKind, balance?: number): Promise<unknown> {
  if (balance === undefined) return mutate(BALANCE_KEYS[kind]);
  return mutate(BALANCE_KEYS[kind], { balance } satisfies Balance, { revalidate: false });
}

/** On sign-out: drop every copy, so the next page starts from its own server's reading. */
export function forgetBalances(): Promise<unknown> {
  return Promise.all(
    Object.values(BALANCE_KEYS).map((key) => mutate(key, undefined, { revalidate: false })),
  );
}
