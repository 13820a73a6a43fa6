// GET /api/v1/auth/sessions: the account's signed-in browsers and API tokens, for /settings.
import { sessionRoutes } from "@/lib/api/registry/sessions";
import { apiRoute } from "@/lib/api/route";
import { listSignedInDevices } from "@/lib/server/auth/devices";

export const GET = apiRoute(sessionRoutes.list, async ({ caller }) => ({
  items: await listSignedInDevices(caller),
}));
