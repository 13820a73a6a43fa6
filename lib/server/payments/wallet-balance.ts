// GET /api/v1/users/wallet/balance: the balance the caller's session read brought (fresh: read
// with the account on every request), and what the wallet owes after a lost card dispute.
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { walletDebtOf } from "@/lib/server/chargebacks/wallet-debt";
import { db } from "@/lib/server/db/client";

export interface WalletBalance {
  balance: number;
  debtCoins: number;
}

export async function walletBalanceOf(user: SessionUser): Promise<WalletBalance> {
  return { balance: user.walletBalance, debtCoins: await walletDebtOf(db(), user.id) };
}
