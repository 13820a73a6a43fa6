"use client";

// The signed-in organization's earnings balance: the coins it can convert now
// (GET orgDashboard.earningsBalance, lib/swr/balance). The header chip and the dashboard read it;
// Convert Coins writes it after a request or a cancellation.
import { refreshBalance, useBalance } from "./balance";

/** Coins the organization can convert, seeded by the root layout with the server's reading. */
export function useEarningsBalance(): number {
  return useBalance("earnings");
}

/**
 * After a conversion request, a cancellation or a delivered booking: the balance the server
 * answered with when it has one, else a fresh read. Every reader redraws.
 */
export function refreshEarningsBalance(balance?: number): Promise<unknown> {
  return refreshBalance("earnings", balance);
}
