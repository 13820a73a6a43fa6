// GET /api/v1/admin/health: database reachability, the ledger's invariants and second payments
// awaiting or refused a refund (admin only).
import { adminDashboardRoutes } from "@/lib/api/registry/admin";
import { apiRoute } from "@/lib/api/route";
import { platformHealth } from "@/lib/server/admin/platform-health";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminDashboardRoutes.platformHealth, () => platformHealth());
