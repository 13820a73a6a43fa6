// GET /api/v1/admin/settings: the money rules. PUT: change them (audited, refused when unsafe).
import { adminSettingsRoutes } from "@/lib/api/registry/admin-settings";
import { apiRoute, reply } from "@/lib/api/route";
import { getPlatformSettings, toSettingsView } from "@/lib/server/economics/settings-view";
import { updatePlatformSettings } from "@/lib/server/economics/update-settings";

export const GET = apiRoute(adminSettingsRoutes.get, async () => getPlatformSettings());

export const PUT = apiRoute(adminSettingsRoutes.update, async ({ caller, body }) =>
  reply(toSettingsView(await updatePlatformSettings(caller.user, body)), {
    message: "Settings Saved",
  }),
);
