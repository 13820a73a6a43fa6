// GET /api/v1/org/earnings?range=30d|90d|365d: coins the caller organization earned per day, in
// its region's time zone, for the dashboard's chart.
import { orgDashboardRoutes } from "@/lib/api/registry/org";
import { apiRoute } from "@/lib/api/route";
import { dateStyleFor } from "@/lib/format/date-time";
import { getOrgEarnings } from "@/lib/server/dashboard/org-earnings";

export const GET = apiRoute(
  orgDashboardRoutes.earnings,
  async ({ caller, query, region, request }) =>
    getOrgEarnings(caller.user, query.range, {
      timeZone: dateStyleFor(await region(), request.headers).timeZone,
    }),
);
