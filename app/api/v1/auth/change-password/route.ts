// POST /api/v1/auth/change-password: the current password and a new one.
import { apiRoute, reply } from "@/lib/api/route";
import { changePassword } from "@/lib/server/auth/change-password";
import { changePasswordSchema } from "@/lib/validations/auth";

export const POST = apiRoute(
  { auth: "signed-in", allowUnverified: true, body: changePasswordSchema },
  async ({ caller, body }) => reply(null, { message: await changePassword(caller, body) }),
);
