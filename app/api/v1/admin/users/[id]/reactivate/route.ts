// POST /api/v1/admin/users/:id/reactivate: lift a suspension (and forget its reason).
import { userRoutes } from "@/lib/api/registry/users";
import { apiRoute, reply } from "@/lib/api/route";
import { reactivateUser } from "@/lib/server/admin/manage-users";

export const POST = apiRoute(userRoutes.reactivate, async ({ caller, params, client }) =>
  reply(await reactivateUser(caller, params.id, client.address), {
    message: "User Status Updated",
  }),
);
