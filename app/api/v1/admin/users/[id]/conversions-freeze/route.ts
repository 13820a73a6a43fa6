// DELETE /api/v1/admin/users/:id/conversions-freeze: an admin lifts the freeze of the account's
// organization's conversions (audited).
import { adminUsersRoutes } from "@/lib/api/registry/admin-users";
import { apiRoute, reply } from "@/lib/api/route";
import { CONVERSIONS_UNFROZEN_TITLE } from "@/lib/conversions/payout-safety";
import { unfreezeConversions } from "@/lib/server/conversions/conversions-freeze";

export const DELETE = apiRoute(adminUsersRoutes.unfreeze, async ({ caller, params, client }) =>
  reply(await unfreezeConversions(caller, params.id, client.address), {
    message: CONVERSIONS_UNFROZEN_TITLE,
  }),
);
