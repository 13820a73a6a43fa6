// POST /api/v1/auth/google/intent: remember the account type chosen for a Google sign-up
// (terms required on sign-up) and an organization's name before the browser goes to the identity
// provider. The cookie decides what account a Google sign-up makes: only our own pages may set it.
import { assertSameOrigin } from "@/lib/api/authorize";
import { AppError } from "@/lib/errors/app-error";
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { googleIntentCookie, isGoogleEnabled } from "@/lib/server/auth/google";
import { isSecureRequest } from "@/lib/server/auth/session";

export const POST = apiRoute(authRoutes.googleIntent, async ({ request, body }) => {
  assertSameOrigin(request);
  if (!isGoogleEnabled()) throw AppError.notFound("Google sign-in is not available.");
  return reply(
    { ok: true },
    { headers: { "set-cookie": googleIntentCookie(body, isSecureRequest(request)) } },
  );
});
