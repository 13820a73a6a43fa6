// POST /api/v1/auth/logout: end the session or revoke the API token this request used.
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute, reply } from "@/lib/api/route";
import { logout } from "@/lib/server/auth/logout";
import { clearSessionCookies, isSecureRequest } from "@/lib/server/auth/session";

export const POST = apiRoute(authRoutes.logout, async ({ request, caller }) => {
  await logout(caller);
  const headers = new Headers();
  if (caller.via === "session") {
    for (const cookie of clearSessionCookies(isSecureRequest(request)))
      headers.append("set-cookie", cookie);
  }
  return reply(null, { message: "You have been logged out", headers });
});
