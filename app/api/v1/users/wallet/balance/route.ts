// GET /api/v1/users/wallet/balance: the signed-in user's coin balance, read fresh. Every screen
// that shows the balance (header chip, wallet, dashboard, checkout, catalogue) reads this one.
import { paymentRoutes } from "@/lib/api/registry/payments";
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute(paymentRoutes.walletBalance, async ({ caller }) => ({
  balance: caller.user.walletBalance,
}));
