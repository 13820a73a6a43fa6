// POST /api/v1/auth/change-password: the current password and a new one.
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { changePassword } from "@/lib/server/auth/change-password";

export const POST = apiRoute(authRoutes.changePassword, async ({ caller, body }) =>
  reply(null, { message: await changePassword(caller, body) }),
);
