// GET /api/v1/users/wallet: the balance and recent movements; with ?cursor=, the next page.
import { usersRoutes } from "@/lib/api/registry/users";
import { apiRoute } from "@/lib/api/route";
import { getWallet } from "@/lib/server/payments/wallet-history";

export const GET = apiRoute(usersRoutes.wallet, ({ caller, query }) =>
  getWallet(caller.user.id, query),
);
