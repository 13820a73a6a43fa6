// GET /api/v1/admin/audit-logs/chain: seal what waits, then verify the hash chain (admin only).
import { adminAuditRoutes } from "@/lib/api/registry/admin-audit-logs";
import { apiRoute } from "@/lib/api/route";
import { checkAuditChain } from "@/lib/server/audit/verify-audit-log";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminAuditRoutes.chain, () => checkAuditChain());
