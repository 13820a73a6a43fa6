// POST /api/v1/conversions/:id/reject: an admin rejects a pending request (reason optional).
import { conversionsRoutes } from "@/lib/api/registry/conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { CONVERSION_REJECTED_TITLE } from "@/lib/conversions/admin-messages";
import { decideConversion } from "@/lib/server/conversions/settle-conversion";

export const POST = apiRoute(conversionsRoutes.reject, async ({ caller, params, body, client }) =>
  reply(
    await decideConversion({
      admin: caller.user,
      id: params.id,
      decision: { decision: "rejected", reason: body.reason },
      context: { ip: client.address },
    }),
    { message: CONVERSION_REJECTED_TITLE },
  ),
);
