"use client";

// What the signed-in user's wallet owes after a lost card dispute (GET wallet/balance's
// debtCoins). Its own copy beside the shared balance (lib/swr/balance), which money actions
// overwrite with the balance alone: the debt is read fresh on mount and after a top-up.
import useSWR, { mutate } from "swr";
import { fetcherFor } from "@/lib/api/client";
import { usersWalletBalance } from "@/lib/api/endpoints/users";
import { WALLET_BALANCE_KEY } from "@/lib/swr/use-wallet-balance";

const WALLET_DEBT_KEY = [WALLET_BALANCE_KEY, "debt"] as const;
const fetchBalance = fetcherFor(usersWalletBalance);

export function useWalletDebt(): number {
  const { data } = useSWR(WALLET_DEBT_KEY, ([url]) => fetchBalance(url), {
    dedupingInterval: 5_000,
  });
  return data?.debtCoins ?? 0;
}

/** After a top-up: part of it may have repaid the debt. */
export function refreshWalletDebt(): Promise<unknown> {
  return mutate(WALLET_DEBT_KEY);
}
