// POST /api/v1/admin/users/:id/suspend: suspend an account; its sessions and tokens end now.
import { apiRoute, reply } from "@/lib/api/route";
import { setUserActive } from "@/lib/server/admin/manage-users";
import { clientAddress } from "@/lib/server/http/client-address";
import { userIdParams } from "@/lib/validations/admin";

export const POST = apiRoute(
  { auth: ["admin"], params: userIdParams },
  async ({ request, caller, params }) =>
    reply(await setUserActive(caller, params.id, false, clientAddress(request.headers)), {
      message: "User Status Updated",
    }),
);
