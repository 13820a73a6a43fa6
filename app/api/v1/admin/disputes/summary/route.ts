// GET /api/v1/admin/disputes/summary: the dispute queue's figures.
import { adminDisputeRoutes } from "@/lib/api/registry/disputes";
import { apiRoute } from "@/lib/api/route";
import { adminDisputeSummary } from "@/lib/server/disputes/admin-disputes";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminDisputeRoutes.summary, () => adminDisputeSummary());
