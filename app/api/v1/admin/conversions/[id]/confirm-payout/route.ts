// POST /api/v1/admin/conversions/:id/confirm-payout: an admin records a processing payout as sent
// (its transfer reference and the day, a day in the admin's time zone).
import { adminConversionRoutes } from "@/lib/api/registry/admin-conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { PAYOUT_CONFIRMED_TITLE } from "@/lib/conversions/messages";
import { dateStyleFor } from "@/lib/format/date-time";
import { confirmPayout } from "@/lib/server/conversions/record-payout";

export const POST = apiRoute(
  adminConversionRoutes.confirmPayout,
  async ({ caller, params, body, client, region, request }) =>
    reply(
      await confirmPayout(caller.user, params.id, body, {
        origin: client.origin,
        ip: client.address,
        timeZone: dateStyleFor(await region(), request.headers).timeZone,
      }),
      { message: PAYOUT_CONFIRMED_TITLE },
    ),
);
