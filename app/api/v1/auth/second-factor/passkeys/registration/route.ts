// POST /api/v1/auth/second-factor/passkeys/registration: the options to register a passkey with.
import { secondFactorRoutes } from "@/lib/api/registry/auth-second-factor";
import { apiRoute } from "@/lib/api/route";
import { beginPasskeyRegistration } from "@/lib/server/second-factor/factors";

export const POST = apiRoute(secondFactorRoutes.passkeyOptions, async ({ caller }) => ({
  ...(await beginPasskeyRegistration(caller)),
}));
