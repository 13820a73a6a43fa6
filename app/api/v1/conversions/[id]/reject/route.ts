// POST /api/v1/conversions/:id/reject: an admin rejects a pending request (reason optional).
import { conversionRoutes } from "@/lib/api/registry/conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { CONVERSION_REJECTED_TITLE } from "@/lib/conversions/messages";
import { decideConversion } from "@/lib/server/conversions/settle-conversion";

export const POST = apiRoute(conversionRoutes.reject, async ({ caller, params, body, client }) =>
  reply(
    await decideConversion(
      caller.user,
      params.id,
      { decision: "rejected", reason: body.reason },
      { origin: client.origin, ip: client.address },
    ),
    { message: CONVERSION_REJECTED_TITLE },
  ),
);
