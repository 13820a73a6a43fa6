// POST /api/v1/admin/service-changes/:id/reject: reject a pending edit of a live service.
import { moderationRoutes } from "@/lib/api/registry/org-services";
import { apiRoute, reply } from "@/lib/api/route";
import { decideServiceChange } from "@/lib/server/org-services/moderate-services";

export const POST = apiRoute(
  moderationRoutes.rejectChange,
  async ({ caller, params, body, client }) =>
    reply(
      await decideServiceChange(
        caller,
        params.id,
        { decision: "rejected", note: body.reason },
        client.origin,
      ),
      { message: "Changes Rejected" },
    ),
);
