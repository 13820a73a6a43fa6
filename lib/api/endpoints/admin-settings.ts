// The adminSettings routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminSettingsRoutes } from "../registry/admin-settings";
import type { Endpoint } from "../endpoint";

export const adminSettingsGet: Endpoint<typeof adminSettingsRoutes.get> = {
  method: "GET",
  path: "/api/v1/admin/settings",
};

export const adminSettingsUpdate: Endpoint<typeof adminSettingsRoutes.update> = {
  method: "PUT",
  path: "/api/v1/admin/settings",
};

export const adminSettingsRefreshRates: Endpoint<typeof adminSettingsRoutes.refreshRates> = {
  method: "POST",
  path: "/api/v1/admin/settings/rates/refresh",
};
