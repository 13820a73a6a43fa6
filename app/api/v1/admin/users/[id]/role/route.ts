// PUT /api/v1/admin/users/:id/role: make an account a user, an org or an admin.
import { apiRoute, reply } from "@/lib/api/route";
import { changeUserRole } from "@/lib/server/admin/manage-users";
import { clientAddress } from "@/lib/server/http/client-address";
import { userIdParams } from "@/lib/validations/admin";
import { roleChangeSchema } from "@/lib/validations/auth";

export const PUT = apiRoute(
  { auth: ["admin"], params: userIdParams, body: roleChangeSchema },
  async ({ request, caller, params, body }) =>
    reply(await changeUserRole(caller, params.id, body.role, clientAddress(request.headers)), {
      message: "User Role Updated",
    }),
);
