// GET /api/v1/health/ready: 200 when the database answers and is migrated; 503 otherwise and
// while the server is shutting down.
import { healthRoutes } from "@/lib/api/registry/health";
import { apiRoute } from "@/lib/api/route";
import { checkReady } from "@/lib/server/health/readiness";

export const dynamic = "force-dynamic";

export const GET = apiRoute(healthRoutes.ready, () => checkReady());
