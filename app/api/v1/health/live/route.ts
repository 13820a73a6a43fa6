// GET /api/v1/health/live: 200 while the process serves, 503 once it is shutting down.
import { healthRoutes } from "@/lib/api/registry/health";
import { apiRoute } from "@/lib/api/route";
import { checkLive } from "@/lib/server/health/readiness";

export const dynamic = "force-dynamic";

export const GET = apiRoute(healthRoutes.live, () => checkLive());
