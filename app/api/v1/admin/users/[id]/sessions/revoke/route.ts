// POST /api/v1/admin/users/:id/sessions/revoke: sign the account out everywhere.
import { adminUsersRoutes } from "@/lib/api/registry/admin-users";
import { apiRoute, reply } from "@/lib/api/route";
import { revokeUserSessions } from "@/lib/server/admin/manage-users";

export const POST = apiRoute(adminUsersRoutes.revokeSessions, async ({ caller, params, client }) =>
  reply(await revokeUserSessions(caller, { userId: params.id, ip: client.address }), {
    message: "Signed out everywhere",
  }),
);
