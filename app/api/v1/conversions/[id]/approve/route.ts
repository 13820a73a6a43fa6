// POST /api/v1/conversions/:id/approve: an admin approves a pending request.
import { conversionsRoutes } from "@/lib/api/registry/conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { CONVERSION_APPROVED_TITLE } from "@/lib/conversions/admin-messages";
import { dateStyleFor } from "@/lib/format/date-time";
import { decideConversion } from "@/lib/server/conversions/settle-conversion";

// A request still on hold is refused with its end in the admin's dates.
export const POST = apiRoute(
  conversionsRoutes.approve,
  async ({ caller, params, client, region, request }) =>
    reply(
      await decideConversion({
        admin: caller.user,
        id: params.id,
        decision: { decision: "approved", reason: null },
        context: {
          ip: client.address,
          style: dateStyleFor(await region(), request.headers),
        },
      }),
      { message: CONVERSION_APPROVED_TITLE },
    ),
);
