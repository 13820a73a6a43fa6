// POST /api/v1/auth/second-factor/passkeys: register a passkey from the browser's answer.
import { secondFactorRoutes } from "@/lib/api/registry/auth-second-factor";
import { apiRoute, reply } from "@/lib/api/route";
import { finishPasskeyRegistration } from "@/lib/server/second-factor/factors";

export const POST = apiRoute(secondFactorRoutes.addPasskey, async ({ caller, body }) =>
  reply(await finishPasskeyRegistration(caller, body.name, body.response), {
    status: 201,
    message: "The passkey was added.",
  }),
);
