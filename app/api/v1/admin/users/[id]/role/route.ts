// PUT /api/v1/admin/users/:id/role: make an account a user, an org or an admin.
import { userRoutes } from "@/lib/api/registry/users";
import { apiRoute, reply } from "@/lib/api/route";
import { changeUserRole } from "@/lib/server/admin/manage-users";

export const PUT = apiRoute(userRoutes.changeRole, async ({ caller, params, body, client }) =>
  reply(await changeUserRole(caller, params.id, body.role, client.address), {
    message: "User Role Updated",
  }),
);
