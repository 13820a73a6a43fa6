// POST /api/v1/admin/services/:id/request-changes: ask for changes to a pending service.
import { moderationRoutes } from "@/lib/api/registry/org-services";
import { apiRoute, reply } from "@/lib/api/route";
import { decideService } from "@/lib/server/org-services/moderate-services";

export const POST = apiRoute(
  moderationRoutes.requestChanges,
  async ({ caller, params, body, client }) =>
    reply(
      await decideService(
        caller,
        params.id,
        { decision: "changes_requested", note: body.note },
        client.origin,
      ),
      { message: "Changes Requested" },
    ),
);
