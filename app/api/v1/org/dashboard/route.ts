// GET /api/v1/org/dashboard: the caller organization's figures, each with its change against last
// month, and its recent conversion requests. Months follow the caller's region's time zone.
import { orgDashboardRoutes } from "@/lib/api/registry/org";
import { apiRoute } from "@/lib/api/route";
import { dateStyleFor } from "@/lib/format/date-time";
import { getOrgDashboard } from "@/lib/server/dashboard/org-dashboard";

export const GET = apiRoute(orgDashboardRoutes.dashboard, async ({ caller, region, request }) =>
  getOrgDashboard(caller.user, {
    timeZone: dateStyleFor(await region(), request.headers).timeZone,
  }),
);
