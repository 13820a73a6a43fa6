// POST /api/v1/admin/service-changes/:id/request-changes: ask for changes to a pending edit of a live service.
import { moderationRoutes } from "@/lib/api/registry/org-services";
import { apiRoute, reply } from "@/lib/api/route";
import { decideServiceChange } from "@/lib/server/org-services/moderate-services";

export const POST = apiRoute(
  moderationRoutes.requestChangeChanges,
  async ({ caller, params, body, client }) =>
    reply(
      await decideServiceChange(
        caller,
        params.id,
        { decision: "changes_requested", note: body.note },
        client.origin,
      ),
      { message: "Changes Requested" },
    ),
);
