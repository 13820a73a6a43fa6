// PUT /api/v1/admin/users/:id/role: make an account a user, an org or an admin.
import { adminUsersRoutes } from "@/lib/api/registry/admin-users";
import { apiRoute, reply } from "@/lib/api/route";
import { changeUserRole } from "@/lib/server/admin/manage-users";

export const PUT = apiRoute(adminUsersRoutes.changeRole, async ({ caller, params, body, client }) =>
  reply(await changeUserRole(caller, { userId: params.id, role: body.role, ip: client.address }), {
    message: "User Role Updated",
  }),
);
