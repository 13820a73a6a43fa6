// GET /api/v1/users/wallet/balance: the signed-in user's coin balance, read fresh. Every screen
// that shows the balance (header chip, wallet, dashboard, checkout, catalogue) reads this one.
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute({ auth: ["user"] }, async ({ caller }) => ({
  balance: caller.user.walletBalance,
}));
