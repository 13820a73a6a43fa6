// POST /api/v1/admin/disputes/:id/decide: an admin decides a dispute (release, refund or split),
// finally and once.
import { adminDisputeRoutes } from "@/lib/api/registry/disputes";
import { apiRoute, reply } from "@/lib/api/route";
import { decideDispute } from "@/lib/server/disputes/decide-dispute";

export const POST = apiRoute(adminDisputeRoutes.decide, async ({ caller, params, body, client }) =>
  reply(
    await decideDispute({
      admin: caller.user,
      disputeId: params.id,
      decision: body,
      origin: client.origin,
    }),
    { message: "Dispute decided" },
  ),
);
