// DELETE /api/v1/auth/second-factor/passkeys/{id}: remove one of the account's passkeys.
import { secondFactorRoutes } from "@/lib/api/registry/auth-second-factor";
import { apiRoute, reply } from "@/lib/api/route";
import { removePasskey } from "@/lib/server/second-factor/factors";

export const DELETE = apiRoute(secondFactorRoutes.removePasskey, async ({ caller, params }) => {
  await removePasskey(caller, params.id);
  return reply(null, { message: "The passkey was removed." });
});
