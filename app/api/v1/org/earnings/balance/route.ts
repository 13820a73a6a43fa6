// GET /api/v1/org/earnings/balance: the coins the caller organization can convert now. The
// header's coin chip and Convert Coins read this one (lib/swr/use-earnings-balance).
import { orgDashboardRoutes } from "@/lib/api/registry/org-dashboard";
import { apiRoute } from "@/lib/api/route";
import { getEarningsBalance } from "@/lib/server/dashboard/org-earnings";

export const GET = apiRoute(orgDashboardRoutes.earningsBalance, ({ caller }) =>
  getEarningsBalance(caller.user),
);
