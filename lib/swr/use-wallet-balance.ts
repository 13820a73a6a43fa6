"use client";

// The signed-in user's wallet balance (lib/swr/balance): the header chip, wallet, dashboard,
// checkout and catalogue read it, every top-up, booking and cancellation writes it.
import { BALANCE_KEYS, refreshBalance, useBalance } from "./balance";

export const WALLET_BALANCE_KEY = BALANCE_KEYS.wallet;

/** The signed-in user's balance, seeded by the root layout with the server's reading. */
export function useWalletBalance(): number {
  return useBalance("wallet");
}

/** After a money action: the balance the server answered with when it has one, else a fresh read. */
export function refreshWalletBalance(balance?: number): Promise<unknown> {
  return refreshBalance("wallet", balance);
}
