// POST /api/v1/admin/services/:id/approve: approve a pending service.
import { moderationRoutes } from "@/lib/api/registry/org-services";
import { apiRoute, reply } from "@/lib/api/route";
import { decideService } from "@/lib/server/org-services/moderate-services";

export const POST = apiRoute(moderationRoutes.approve, async ({ caller, params, client }) =>
  reply(
    await decideService(caller, params.id, { decision: "approved", note: null }, client.origin),
    { message: "Service Approved" },
  ),
);
