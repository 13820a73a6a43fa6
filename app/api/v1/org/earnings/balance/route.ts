// GET /api/v1/org/earnings/balance: the coins the caller organization can convert now, and those
// still clearing with the days they clear (in the caller's time zone). The header's coin chip and
// Convert Coins read this one (lib/swr/use-earnings-balance).
import { orgDashboardRoutes } from "@/lib/api/registry/org";
import { apiRoute } from "@/lib/api/route";
import { dateStyleFor } from "@/lib/format/date-time";
import { getEarningsBalance } from "@/lib/server/dashboard/org-earnings";

export const GET = apiRoute(
  orgDashboardRoutes.earningsBalance,
  async ({ caller, region, request }) =>
    getEarningsBalance(caller.user, dateStyleFor(await region(), request.headers).timeZone),
);
