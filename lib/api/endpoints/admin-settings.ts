// The adminSettings routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminSettingsRoutes } from "../registry/admin-settings";
import type { Endpoint } from "../endpoint";

export const get: Endpoint<typeof adminSettingsRoutes.get> = {
  method: "GET",
  path: "/api/v1/admin/settings",
};
export const update: Endpoint<typeof adminSettingsRoutes.update> = {
  method: "PUT",
  path: "/api/v1/admin/settings",
};
export const refreshRates: Endpoint<typeof adminSettingsRoutes.refreshRates> = {
  method: "POST",
  path: "/api/v1/admin/settings/rates/refresh",
};
