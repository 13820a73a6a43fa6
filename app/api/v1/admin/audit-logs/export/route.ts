// GET /api/v1/admin/audit-logs/export: the filtered audit log as a CSV download (admin only).
import { adminAuditRoutes } from "@/lib/api/registry/admin-audit";
import { apiRoute } from "@/lib/api/route";
import { csvResponse } from "@/lib/csv";
import { exportAuditLog } from "@/lib/server/audit/list-audit-log";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminAuditRoutes.export, async ({ query }) =>
  csvResponse("audit-log", await exportAuditLog(query)),
);
