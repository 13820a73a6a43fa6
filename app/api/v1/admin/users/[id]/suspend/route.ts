// POST /api/v1/admin/users/:id/suspend: suspend an account with a reason; its sessions and
// tokens end now, and its next sign-in attempt is told why.
import { userRoutes } from "@/lib/api/registry/users";
import { apiRoute, reply } from "@/lib/api/route";
import { suspendUser } from "@/lib/server/admin/manage-users";

export const POST = apiRoute(userRoutes.suspend, async ({ caller, params, body, client }) =>
  reply(await suspendUser(caller, params.id, body.reason, client.address), {
    message: "User Status Updated",
  }),
);
