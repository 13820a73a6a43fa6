// GET /api/v1/auth/sessions: the account's signed-in browsers and API tokens, for /settings.
import { sessionsRoutes } from "@/lib/api/registry/auth-sessions";
import { apiRoute } from "@/lib/api/route";
import { listSignedInDevices } from "@/lib/server/auth/devices";

export const GET = apiRoute(sessionsRoutes.list, async ({ caller }) => ({
  items: await listSignedInDevices(caller),
}));
