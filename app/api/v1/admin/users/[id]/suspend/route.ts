// POST /api/v1/admin/users/:id/suspend: suspend an account with a reason; its sessions and
// tokens end now, and its next sign-in attempt is told why.
import { adminUsersRoutes } from "@/lib/api/registry/admin-users";
import { apiRoute, reply } from "@/lib/api/route";
import { suspendUser } from "@/lib/server/admin/manage-users";

export const POST = apiRoute(adminUsersRoutes.suspend, async ({ caller, params, body, client }) =>
  reply(
    await suspendUser(caller, {
      userId: params.id,
      reason: body.reason,
      ip: client.address,
    }),
    {
      message: "User Status Updated",
    },
  ),
);
