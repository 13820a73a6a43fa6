// POST /api/v1/admin/conversions/:id/fail-payout: an admin marks a processing payout failed (its
// coins go back to the organization's earnings).
import { adminConversionRoutes } from "@/lib/api/registry/admin-conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { PAYOUT_FAILED_TITLE } from "@/lib/conversions/messages";
import { dateStyleFor } from "@/lib/format/date-time";
import { failPayout } from "@/lib/server/conversions/record-payout";

export const POST = apiRoute(
  adminConversionRoutes.failPayout,
  async ({ caller, params, body, client, region, request }) =>
    reply(
      await failPayout(caller.user, params.id, body, {
        origin: client.origin,
        ip: client.address,
        timeZone: dateStyleFor(await region(), request.headers).timeZone,
      }),
      { message: PAYOUT_FAILED_TITLE },
    ),
);
