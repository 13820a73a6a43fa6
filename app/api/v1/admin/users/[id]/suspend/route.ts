// POST /api/v1/admin/users/:id/suspend: suspend an account; its sessions and tokens end now.
import { userRoutes } from "@/lib/api/registry/users";
import { apiRoute, reply } from "@/lib/api/route";
import { setUserActive } from "@/lib/server/admin/manage-users";
import { clientAddress } from "@/lib/server/http/client-address";

export const POST = apiRoute(userRoutes.suspend, async ({ request, caller, params }) =>
  reply(await setUserActive(caller, params.id, false, clientAddress(request.headers)), {
    message: "User Status Updated",
  }),
);
