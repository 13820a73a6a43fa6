// PUT /api/v1/admin/users/:id/role: make an account a user, an org or an admin.
import { userRoutes } from "@/lib/api/registry/users";
import { apiRoute, reply } from "@/lib/api/route";
import { changeUserRole } from "@/lib/server/admin/manage-users";
import { clientAddress } from "@/lib/server/http/client-address";

export const PUT = apiRoute(userRoutes.changeRole, async ({ request, caller, params, body }) =>
  reply(await changeUserRole(caller, params.id, body.role, clientAddress(request.headers)), {
    message: "User Role Updated",
  }),
);
