// GET /api/v1/admin/audit-logs: the audit log, filtered and paged (admin only). From and To are
// days in the viewer's time zone (lib/format/viewer-time-zone.ts).
import { adminAuditRoutes } from "@/lib/api/registry/admin-audit-logs";
import { apiRoute } from "@/lib/api/route";
import { dateStyleFor } from "@/lib/format/date-time";
import { listAuditLog } from "@/lib/server/audit/list-audit-log";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminAuditRoutes.list, async ({ query, region, request }) =>
  listAuditLog(query, dateStyleFor(await region(), request.headers).timeZone),
);
