// POST /api/v1/auth/second-factor/recovery-codes: ten new recovery codes, the old ones void.
import { secondFactorRoutes } from "@/lib/api/registry/auth-second-factor";
import { apiRoute } from "@/lib/api/route";
import { regenerateRecoveryCodes } from "@/lib/server/second-factor/factors";

export const POST = apiRoute(secondFactorRoutes.recoveryCodes, async ({ caller }) => ({
  recoveryCodes: await regenerateRecoveryCodes(caller),
}));
