// GET /api/v1/admin/disputes/:id: one dispute's case file, for the admin who decides it.
import { adminDisputeRoutes } from "@/lib/api/registry/disputes";
import { apiRoute } from "@/lib/api/route";
import { adminDisputeDetail } from "@/lib/server/disputes/admin-dispute-detail";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminDisputeRoutes.detail, ({ params }) =>
  adminDisputeDetail(params.id),
);
