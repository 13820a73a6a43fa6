// POST /api/v1/admin/services/:id/reject: reject a pending service.
import { moderationRoutes } from "@/lib/api/registry/org-services";
import { apiRoute, reply } from "@/lib/api/route";
import { decideService } from "@/lib/server/org-services/moderate-services";

export const POST = apiRoute(moderationRoutes.reject, async ({ caller, params, body, client }) =>
  reply(
    await decideService(
      caller,
      params.id,
      { decision: "rejected", note: body.reason },
      client.origin,
    ),
    { message: "Service Rejected" },
  ),
);
