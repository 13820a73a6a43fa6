// GET /api/v1/auth/reset-password?oobCode=...: check a reset code, answer the account email.
// POST /api/v1/auth/reset-password: set the new password with the code.
import { apiRoute, reply } from "@/lib/api/route";
import { checkResetCode, RESET_DONE, resetPassword } from "@/lib/server/auth/password-reset";
import { oobCodeQuerySchema, resetPasswordSchema } from "@/lib/validations/auth";

export const GET = apiRoute({ auth: "public", query: oobCodeQuerySchema }, ({ query }) =>
  checkResetCode(query.oobCode),
);

export const POST = apiRoute({ auth: "public", body: resetPasswordSchema }, async ({ body }) => {
  await resetPassword(body.oobCode, body.password);
  return reply(null, { message: RESET_DONE });
});
