// POST /api/v1/auth/second-factor/totp/confirm: the app's first code turns it on.
import { secondFactorRoutes } from "@/lib/api/registry/auth-second-factor";
import { apiRoute, reply } from "@/lib/api/route";
import { confirmTotpEnrolment } from "@/lib/server/second-factor/factors";

export const POST = apiRoute(secondFactorRoutes.confirmTotp, async ({ caller, body }) =>
  reply(await confirmTotpEnrolment(caller, body.code), {
    message: "Two-step verification is on.",
  }),
);
