// POST /api/v1/conversions/:id/approve: an admin approves a pending request.
import { conversionRoutes } from "@/lib/api/registry/conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { CONVERSION_APPROVED_TITLE } from "@/lib/conversions/messages";
import { decideConversion } from "@/lib/server/conversions/settle-conversion";

export const POST = apiRoute(conversionRoutes.approve, async ({ caller, params, client }) =>
  reply(
    await decideConversion(
      caller.user,
      params.id,
      { decision: "approved", reason: null },
      { origin: client.origin, ip: client.address },
    ),
    { message: CONVERSION_APPROVED_TITLE },
  ),
);
