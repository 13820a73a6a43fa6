// DELETE /api/v1/admin/users/{id}/second-factor: remove another account's second factors.
import { adminUsersRoutes } from "@/lib/api/registry/admin-users";
import { apiRoute, reply } from "@/lib/api/route";
import { resetSecondFactor } from "@/lib/server/second-factor/admin-reset";

export const DELETE = apiRoute(adminUsersRoutes.resetSecondFactor, async ({ caller, params }) =>
  reply(await resetSecondFactor(caller, params.id), {
    message: "The account's second factor was reset.",
  }),
);
