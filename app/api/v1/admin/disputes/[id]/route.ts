// GET /api/v1/admin/disputes/:id: one dispute's case file, for the admin who decides it.
import { adminDisputesRoutes } from "@/lib/api/registry/admin-disputes";
import { apiRoute } from "@/lib/api/route";
import { adminDisputeDetail } from "@/lib/server/disputes/admin-dispute-detail";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminDisputesRoutes.detail, ({ params }) =>
  adminDisputeDetail(params.id),
);
