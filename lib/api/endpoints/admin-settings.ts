// The adminSettings routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminSettingsRoutes } from "../registry/admin-settings";
import { endpoint } from "../endpoint";

export const adminSettingsApi = {
  get: endpoint<typeof adminSettingsRoutes.get>("GET", "/api/v1/admin/settings"),
  update: endpoint<typeof adminSettingsRoutes.update>("PUT", "/api/v1/admin/settings"),
  refreshRates: endpoint<typeof adminSettingsRoutes.refreshRates>(
    "POST",
    "/api/v1/admin/settings/rates/refresh",
  ),
};
