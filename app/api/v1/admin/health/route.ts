// GET /api/v1/admin/health: database reachability, the ledger's invariants and second payments
// awaiting or refused a refund (admin only).
import { healthRoutes } from "@/lib/api/registry/health";
import { apiRoute } from "@/lib/api/route";
import { platformHealth } from "@/lib/server/admin/platform-health";

export const dynamic = "force-dynamic";

export const GET = apiRoute(healthRoutes.platformHealth, () => platformHealth());
