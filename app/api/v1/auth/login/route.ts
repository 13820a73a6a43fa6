// POST /api/v1/auth/login: email + password -> the account, a Bearer API token, and the
// browser session cookie.
import { apiRoute, reply } from "@/lib/api/route";
import { loginWithPassword } from "@/lib/server/auth/login";
import { isSecureRequest, sessionSetCookie } from "@/lib/server/auth/session";
import { requestContext } from "@/lib/server/http/request-context";
import { loginSchema } from "@/lib/validations/auth";

export const POST = apiRoute({ auth: "public", body: loginSchema }, async ({ request, body }) => {
  const { user, session, apiToken } = await loginWithPassword(body, requestContext(request));
  return reply(
    { user, token: apiToken.token, expiresAt: apiToken.expiresAt.toISOString() },
    {
      message: "Login successful",
      headers: {
        "set-cookie": sessionSetCookie(session.token, session.expires, isSecureRequest(request)),
      },
    },
  );
});
