// POST /api/v1/conversions/:id/cancel: the organization withdraws its pending request.
import { conversionsRoutes } from "@/lib/api/registry/conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { CONVERSION_CANCELLED_TITLE } from "@/lib/conversions/messages";
import { dateStyleFor } from "@/lib/format/date-time";
import { cancelConversion } from "@/lib/server/conversions/settle-conversion";

export const POST = apiRoute(
  conversionsRoutes.cancel,
  async ({ caller, params, client, region, request }) =>
    reply(
      await cancelConversion({
        user: caller.user,
        id: params.id,
        ip: client.address,
        timeZone: dateStyleFor(await region(), request.headers).timeZone,
      }),
      { message: CONVERSION_CANCELLED_TITLE },
    ),
);
