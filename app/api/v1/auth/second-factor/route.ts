// GET /api/v1/auth/second-factor: the account's authenticator app, passkeys and recovery codes.
import { secondFactorRoutes } from "@/lib/api/registry/auth-second-factor";
import { apiRoute } from "@/lib/api/route";
import { secondFactorStatus } from "@/lib/server/second-factor/factors";

export const GET = apiRoute(secondFactorRoutes.status, ({ caller }) => secondFactorStatus(caller));
