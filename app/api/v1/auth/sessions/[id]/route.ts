// DELETE /api/v1/auth/sessions/{id}: sign out one of the account's browsers or revoke one of its
// API tokens. Revoking the browser's own session is signing out: the answer clears its cookie.
import { sessionsRoutes } from "@/lib/api/registry/auth-sessions";
import { apiRoute, reply } from "@/lib/api/route";
import { revokeSignedInDevice } from "@/lib/server/auth/devices";
import { clearSessionCookies, isSecureRequest } from "@/lib/server/auth/session";

const REVOKED = {
  browser: "The browser was signed out.",
  api_token: "The API token was revoked.",
} as const;

export const DELETE = apiRoute(sessionsRoutes.revoke, async ({ request, caller, params }) => {
  const { kind, current } = await revokeSignedInDevice(caller, params.id);
  const headers = new Headers();
  if (current && kind === "browser") {
    for (const cookie of clearSessionCookies(isSecureRequest(request)))
      headers.append("set-cookie", cookie);
  }
  const message = current ? "You have been logged out" : REVOKED[kind];
  return reply(null, { message, headers });
});
