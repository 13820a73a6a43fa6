// GET /api/v1/admin/disputes/summary: the dispute queue's figures.
import { adminDisputesRoutes } from "@/lib/api/registry/admin-disputes";
import { apiRoute } from "@/lib/api/route";
import { adminDisputeSummary } from "@/lib/server/disputes/admin-disputes";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminDisputesRoutes.summary, () => adminDisputeSummary());
