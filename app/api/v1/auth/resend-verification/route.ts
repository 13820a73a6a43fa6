// POST /api/v1/auth/resend-verification: send a new verification link (rate-limited).
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { resendVerification } from "@/lib/server/auth/email-verification";
import { requestContext } from "@/lib/server/http/request-context";

export const POST = apiRoute(authRoutes.resendVerification, async ({ request, caller }) => {
  const message = await resendVerification(caller.user, requestContext(request));
  return reply(null, { message });
});
