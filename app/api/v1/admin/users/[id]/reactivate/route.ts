// POST /api/v1/admin/users/:id/reactivate: lift a suspension.
import { userRoutes } from "@/lib/api/registry/users";
import { apiRoute, reply } from "@/lib/api/route";
import { setUserActive } from "@/lib/server/admin/manage-users";

export const POST = apiRoute(userRoutes.reactivate, async ({ caller, params, client }) =>
  reply(await setUserActive(caller, params.id, true, client.address), {
    message: "User Status Updated",
  }),
);
