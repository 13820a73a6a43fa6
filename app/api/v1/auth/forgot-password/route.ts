// POST /api/v1/auth/forgot-password: email a reset link; the same answer for unknown emails.
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { requestContext } from "@/lib/server/http/request-context";
import { RESET_REQUESTED, requestPasswordReset } from "@/lib/server/auth/password-reset";

export const POST = apiRoute(authRoutes.forgotPassword, async ({ request, body }) => {
  await requestPasswordReset(body.email, requestContext(request));
  return reply(null, { message: RESET_REQUESTED });
});
