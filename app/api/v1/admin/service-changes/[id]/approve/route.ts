// POST /api/v1/admin/service-changes/:id/approve: approve a pending edit of a live service.
import { moderationRoutes } from "@/lib/api/registry/org-services";
import { apiRoute, reply } from "@/lib/api/route";
import { decideServiceChange } from "@/lib/server/org-services/moderate-services";

export const POST = apiRoute(moderationRoutes.approveChange, async ({ caller, params, client }) =>
  reply(
    await decideServiceChange(
      caller,
      params.id,
      { decision: "approved", note: null },
      client.origin,
    ),
    { message: "Changes Approved" },
  ),
);
