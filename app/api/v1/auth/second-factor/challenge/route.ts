// POST /api/v1/auth/second-factor/challenge: a passkey challenge for the second step or a step-up.
import { secondFactorRoutes } from "@/lib/api/registry/auth-second-factor";
import { apiRoute } from "@/lib/api/route";
import { passkeySignInOptions } from "@/lib/server/second-factor/passkeys";

export const POST = apiRoute(secondFactorRoutes.challenge, async ({ caller }) => ({
  ...(await passkeySignInOptions(caller.user.id)),
}));
