// POST /api/v1/organizations/freeze { code }: the "Not you?" link of a payout-details mail freezes
// the organization's conversions (its page asks first, then calls this).
import { organizationsRoutes } from "@/lib/api/registry/organizations";
import { apiRoute, reply } from "@/lib/api/route";
import { CONVERSIONS_FROZEN_BY_LINK } from "@/lib/conversions/freeze-link-messages";
import { freezeConversions } from "@/lib/server/conversions/conversions-freeze";

export const POST = apiRoute(organizationsRoutes.freeze, async ({ body, client }) =>
  reply(await freezeConversions(body.code, client.address), {
    message: CONVERSIONS_FROZEN_BY_LINK,
  }),
);
