// POST /api/v1/auth/forgot-password: email a reset link; the same answer for unknown emails.
import { apiRoute, reply } from "@/lib/api/route";
import { requestContext } from "@/lib/server/http/request-context";
import { RESET_REQUESTED, requestPasswordReset } from "@/lib/server/auth/password-reset";
import { forgotPasswordSchema } from "@/lib/validations/auth";

export const POST = apiRoute(
  { auth: "public", body: forgotPasswordSchema },
  async ({ request, body }) => {
    await requestPasswordReset(body.email, requestContext(request));
    return reply(null, { message: RESET_REQUESTED });
  },
);
