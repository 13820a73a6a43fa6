// GET /api/v1/admin/activity: recent activity from the audit log, newest first, cursor paged.
import { adminDashboardRoutes } from "@/lib/api/registry/admin";
import { apiRoute } from "@/lib/api/route";
import { listActivity } from "@/lib/server/admin/activity";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminDashboardRoutes.activity, ({ query }) => listActivity(query));
