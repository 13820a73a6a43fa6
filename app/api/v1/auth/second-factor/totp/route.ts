// POST /api/v1/auth/second-factor/totp: a new authenticator secret to confirm;
// DELETE: remove the authenticator app (fresh proof).
import { secondFactorRoutes } from "@/lib/api/registry/auth-second-factor";
import { apiRoute, reply } from "@/lib/api/route";
import { beginTotpEnrolment, removeTotp } from "@/lib/server/second-factor/factors";

export const POST = apiRoute(secondFactorRoutes.beginTotp, ({ caller }) =>
  beginTotpEnrolment(caller),
);

export const DELETE = apiRoute(secondFactorRoutes.removeTotp, async ({ caller }) => {
  await removeTotp(caller);
  return reply(null, { message: "The authenticator app was removed." });
});
