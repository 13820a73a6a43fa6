// GET /api/v1/admin/audit-logs/export: the filtered audit log as a CSV download (admin only). From
// and To are days in the viewer's time zone, as on the screen; the file's times are UTC.
import { adminAuditRoutes } from "@/lib/api/registry/admin-audit-logs";
import { apiRoute } from "@/lib/api/route";
import { csvResponse } from "@/lib/csv";
import { dateStyleFor } from "@/lib/format/date-time";
import { exportAuditLog } from "@/lib/server/audit/list-audit-log";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminAuditRoutes.export, async ({ query, region, request }) =>
  csvResponse(
    "audit-log",
    await exportAuditLog(query, dateStyleFor(await region(), request.headers).timeZone),
  ),
);
