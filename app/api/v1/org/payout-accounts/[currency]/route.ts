// PUT /api/v1/org/payout-accounts/:currency: set where the organization is paid in a currency.
import { payoutRoutes } from "@/lib/api/registry/conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { PAYOUT_SAVED_TITLE } from "@/lib/conversions/messages";
import { savePayoutAccount } from "@/lib/server/conversions/payout-accounts";

export const PUT = apiRoute(payoutRoutes.save, async ({ caller, params, body, client }) =>
  reply(await savePayoutAccount(caller.user, params.currency, body, client.address), {
    message: PAYOUT_SAVED_TITLE,
  }),
);
