// GET /api/v1/users/wallet: the balance and recent movements; with ?cursor=, the next page.
import { paymentRoutes } from "@/lib/api/registry/payments";
import { apiRoute } from "@/lib/api/route";
import { getWalletSummary, listWalletEntries } from "@/lib/server/payments/wallet-history";

export const GET = apiRoute(paymentRoutes.wallet, async ({ caller, query }) => {
  if (!query.cursor) {
    const summary = await getWalletSummary(caller.user.id);
    const page = await listWalletEntries(caller.user.id, { limit: query.limit });
    return { balance: summary.balance, transactions: page.items, nextCursor: page.nextCursor };
  }
  const page = await listWalletEntries(caller.user.id, query);
  return {
    balance: caller.user.walletBalance,
    transactions: page.items,
    nextCursor: page.nextCursor,
  };
});
