// GET /health: the unauthenticated ping at the host root (same answer as GET health.health).
import { healthRoutes } from "@/lib/api/registry/health";
import { apiRoute } from "@/lib/api/route";
import { checkHealth } from "@/lib/server/health/check-health";

export const dynamic = "force-dynamic";

export const GET = apiRoute(healthRoutes.ping, () => checkHealth());
