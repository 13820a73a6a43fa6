// PUT /api/v1/org/payout-accounts/:currency: set where the organization is paid in a currency.
import { payoutsRoutes } from "@/lib/api/registry/org";
import { apiRoute, reply } from "@/lib/api/route";
import { PAYOUT_SAVED_TITLE } from "@/lib/conversions/messages";
import { savePayoutAccount } from "@/lib/server/conversions/payout-accounts";

export const PUT = apiRoute(payoutsRoutes.save, async ({ caller, params, body, client }) =>
  reply(
    await savePayoutAccount({
      user: caller.user,
      currency: params.currency,
      input: body,
      ip: client.address,
    }),
    {
      message: PAYOUT_SAVED_TITLE,
    },
  ),
);
