// A wallet's debt after a lost chargeback: what it owes is refused for new bookings until a
// top-up repays it (credit-payment.ts repays first, in the same transaction as the credit), and
// shown to its owner with what to do.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { formatCoins } from "@/lib/format/coins";
import { debtOf, ensureWallet } from "@/lib/server/ledger/accounts";
import type { Tx } from "@/lib/server/ledger/types";

export function walletDebtMessage(debtCoins: number): string {
  return `Your wallet owes ${formatCoins(debtCoins)} after a card payment was disputed. Add coins to repay it before booking.`;
}

/**
 * Refuses (409) while the user's wallet owes coins. Call it inside the booking's transaction,
 * before its coins move: a chargeback lost meanwhile is then either seen here or ordered after
 * the booking by the wallet's row lock, like any other debit.
 */
export async function assertNoWalletDebt(tx: Tx, userId: string): Promise<void> {
  const debtCoins = await debtOf(tx, userId);
  if (debtCoins > 0) {
    throw new AppError("conflict", walletDebtMessage(debtCoins), { details: { debtCoins } });
  }
}

/** What the user's wallet owes now (0 when nothing), for the wallet's API and screens. */
export function walletDebtOf(tx: Tx, userId: string): Promise<number> {
  return debtOf(tx, userId);
}

/**
 * The user's wallet balance, its row locked until the transaction ends (created on first use):
 * what a chargeback may hold or take back cannot be spent meanwhile, and a booking that debits
 * the wallet waits for it.
 */
export async function lockWalletCoins(tx: Tx, userId: string): Promise<number> {
  const walletId = await ensureWallet(tx, userId);
  const [row] = await tx.$queryRaw<{ balance: bigint }[]>`
    SELECT "balance" FROM "LedgerAccount" WHERE "id" = ${walletId} FOR NO KEY UPDATE`;
  return Number(row?.balance ?? 0n);
}
