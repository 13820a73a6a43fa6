// POST /api/v1/admin/users/:id/reactivate: lift a suspension (and forget its reason).
import { adminUsersRoutes } from "@/lib/api/registry/admin-users";
import { apiRoute, reply } from "@/lib/api/route";
import { reactivateUser } from "@/lib/server/admin/manage-users";

export const POST = apiRoute(adminUsersRoutes.reactivate, async ({ caller, params, client }) =>
  reply(await reactivateUser(caller, { userId: params.id, ip: client.address }), {
    message: "User Status Updated",
  }),
);
