// POST /api/v1/admin/disputes/:id/decide: an admin decides a dispute (release, refund or split),
// finally and once.
import { adminDisputesRoutes } from "@/lib/api/registry/admin-disputes";
import { apiRoute, reply } from "@/lib/api/route";
import { decideDispute } from "@/lib/server/disputes/decide-dispute";

export const POST = apiRoute(adminDisputesRoutes.decide, async ({ caller, params, body }) =>
  reply(
    await decideDispute({
      admin: caller.user,
      disputeId: params.id,
      decision: body,
    }),
    { message: "Dispute decided" },
  ),
);
