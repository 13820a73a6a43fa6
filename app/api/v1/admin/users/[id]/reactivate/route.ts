// POST /api/v1/admin/users/:id/reactivate: lift a suspension.
import { apiRoute, reply } from "@/lib/api/route";
import { setUserActive } from "@/lib/server/admin/manage-users";
import { clientAddress } from "@/lib/server/http/client-address";
import { userIdParams } from "@/lib/validations/admin";

export const POST = apiRoute(
  { auth: ["admin"], params: userIdParams },
  async ({ request, caller, params }) =>
    reply(await setUserActive(caller, params.id, true, clientAddress(request.headers)), {
      message: "User Status Updated",
    }),
);
