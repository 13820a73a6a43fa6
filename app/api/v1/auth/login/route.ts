// POST /api/v1/auth/login: email + password -> the account and the browser session cookie (with
// the device cookie that lets later sign-ins from this browser past strangers' floods), or, with
// `issueToken: true`, a Bearer API token and no cookie (tokens are for API clients).
// Another site's form must not sign a browser into an account of its choosing (login CSRF), so the
// Origin check of cookie sessions applies here too, before the password is even looked at.
import { assertSameOrigin } from "@/lib/api/authorize";
import { SECOND_FACTOR_MESSAGES } from "@/lib/auth/second-factor";
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { deviceSetCookie } from "@/lib/server/auth/device-cookie";
import { loginWithPassword } from "@/lib/server/auth/login";
import { isSecureRequest, sessionSetCookie } from "@/lib/server/auth/session";

export const POST = apiRoute(authRoutes.login, async ({ request, body, client }) => {
  assertSameOrigin(request);
  const result = await loginWithPassword(body, client);
  const { secondFactorRequired } = result;
  const message = secondFactorRequired ? SECOND_FACTOR_MESSAGES.pending : "Login successful";
  if (result.apiToken) {
    const { token, expiresAt } = result.apiToken;
    return reply(
      {
        credential: "token",
        user: result.user,
        secondFactorRequired,
        token,
        expiresAt: expiresAt.toISOString(),
      },
      { message },
    );
  }
  const { token, expires } = result.session;
  const secure = isSecureRequest(request);
  const cookies = [
    sessionSetCookie(token, expires, secure),
    deviceSetCookie(result.device, secure),
  ].flatMap((cookie) => (cookie ? [["set-cookie", cookie] as [string, string]] : []));
  return reply(
    { credential: "cookie", user: result.user, secondFactorRequired },
    { message, headers: cookies },
  );
});
