// The adminServices routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminServiceRoutes } from "../registry/admin-services";
import { endpoint } from "../endpoint";

export const adminServicesApi = {
  list: endpoint<typeof adminServiceRoutes.list>("GET", "/api/v1/admin/services"),
  activate: endpoint<typeof adminServiceRoutes.activate>(
    "POST",
    "/api/v1/admin/services/{id}/activate",
  ),
  deactivate: endpoint<typeof adminServiceRoutes.deactivate>(
    "POST",
    "/api/v1/admin/services/{id}/deactivate",
  ),
  remove: endpoint<typeof adminServiceRoutes.remove>("DELETE", "/api/v1/admin/services/{id}"),
};
