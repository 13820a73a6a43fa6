// GET /api/v1/auth/reset-password?oobCode=...: check a reset code, answer the account email.
// POST /api/v1/auth/reset-password: set the new password with the code.
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { checkResetCode, RESET_DONE, resetPassword } from "@/lib/server/auth/password-reset";

export const GET = apiRoute(authRoutes.checkResetCode, ({ query }) =>
  checkResetCode(query.oobCode),
);

export const POST = apiRoute(authRoutes.resetPassword, async ({ body }) => {
  await resetPassword(body.oobCode, body.password);
  return reply(null, { message: RESET_DONE });
});
