// GET /api/v1/admin/audit-logs: the audit log, filtered and paged (admin only).
import { adminAuditRoutes } from "@/lib/api/registry/admin-audit";
import { apiRoute } from "@/lib/api/route";
import { listAuditLog } from "@/lib/server/audit/list-audit-log";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminAuditRoutes.list, ({ query }) => listAuditLog(query));
