// POST /api/v1/auth/forgot-password: email a reset link; the same answer for unknown emails.
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { RESET_REQUESTED, requestPasswordReset } from "@/lib/server/auth/password-reset";

export const POST = apiRoute(authRoutes.forgotPassword, async ({ body, client }) => {
  await requestPasswordReset(body.email, client);
  return reply(null, { message: RESET_REQUESTED });
});
