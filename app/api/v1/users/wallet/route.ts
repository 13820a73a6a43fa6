// GET /api/v1/users/wallet: the balance and recent movements; with ?cursor=, the next page.
import { paymentRoutes } from "@/lib/api/registry/payments";
import { apiRoute } from "@/lib/api/route";
import { getWallet } from "@/lib/server/payments/wallet-history";

export const GET = apiRoute(paymentRoutes.wallet, ({ caller, query }) =>
  getWallet(caller.user.id, query),
);
