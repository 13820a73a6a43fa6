// POST /api/v1/auth/resend-verification: send a new verification link (rate-limited).
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { resendVerification } from "@/lib/server/auth/email-verification";

export const POST = apiRoute(authRoutes.resendVerification, async ({ caller, client, body }) => {
  const message = await resendVerification(caller.user, client, body.callbackUrl ?? null);
  return reply(null, { message });
});
