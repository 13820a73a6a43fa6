// GET /api/v1/health: 200 when the app and its database answer, 503 when the database does not.
import { healthRoutes } from "@/lib/api/registry/health";
import { apiRoute } from "@/lib/api/route";
import { checkHealth } from "@/lib/server/health/check-health";

export const dynamic = "force-dynamic";

export const GET = apiRoute(healthRoutes.health, () => checkHealth());
