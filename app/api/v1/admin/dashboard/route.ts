// GET /api/v1/admin/dashboard: the platform's figures for the admin dashboard, months and days in
// the caller's region's time zone.
import { adminDashboardRoutes } from "@/lib/api/registry/admin";
import { apiRoute } from "@/lib/api/route";
import { dateStyleFor } from "@/lib/format/date-time";
import { getAdminDashboard } from "@/lib/server/admin/dashboard";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminDashboardRoutes.dashboard, async ({ region, request }) =>
  getAdminDashboard({ timeZone: dateStyleFor(await region(), request.headers).timeZone }),
);
