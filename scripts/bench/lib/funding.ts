// Coins for the benchmarks' users, as a top-up gives them: a paid (simulated) order per user,
// credited through the ledger's creditTopUp flow.
import type { PrismaClient } from "@/generated/prisma/client";
import { ensureWallet } from "@/lib/server/ledger/accounts";
import { creditPaidTopUp } from "@/test/support/paid-top-up";

/** Funds each user's wallet with `coins`; returns the wallets' account ids, in the users' order. */
export async function fundThroughTopUps(
  prisma: PrismaClient,
  userIds: string[],
  coins: number,
): Promise<string[]> {
  const wallets: string[] = [];
  for (const userId of userIds) {
    wallets.push(
      await prisma.$transaction(async (tx) => {
        await creditPaidTopUp(tx, userId, coins, `bench_${userId}`);
        return ensureWallet(tx, userId);
      }),
    );
  }
  return wallets;
}
