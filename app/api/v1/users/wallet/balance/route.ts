// GET /api/v1/users/wallet/balance: the signed-in user's coin balance, read fresh, and what the
// wallet owes after a lost card dispute. Every screen that shows the balance (header chip,
// wallet, dashboard, checkout, catalogue) reads this one.
import { usersRoutes } from "@/lib/api/registry/users";
import { apiRoute } from "@/lib/api/route";
import { walletBalanceOf } from "@/lib/server/payments/wallet-balance";

export const GET = apiRoute(usersRoutes.walletBalance, ({ caller }) =>
  walletBalanceOf(caller.user),
);
