// POST /api/v1/admin/users/:id/suspend: suspend an account; its sessions and tokens end now.
import { userRoutes } from "@/lib/api/registry/users";
import { apiRoute, reply } from "@/lib/api/route";
import { setUserActive } from "@/lib/server/admin/manage-users";

export const POST = apiRoute(userRoutes.suspend, async ({ caller, params, client }) =>
  reply(await setUserActive(caller, params.id, false, client.address), {
    message: "User Status Updated",
  }),
);
