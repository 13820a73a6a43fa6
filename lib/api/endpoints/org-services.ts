// The orgServices routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { orgServiceRoutes } from "../registry/org-services";
import { endpoint } from "../endpoint";

export const orgServicesApi = {
  list: endpoint<typeof orgServiceRoutes.list>("GET", "/api/v1/org/services"),
  create: endpoint<typeof orgServiceRoutes.create>("POST", "/api/v1/services"),
  update: endpoint<typeof orgServiceRoutes.update>("PUT", "/api/v1/services/{id}"),
  remove: endpoint<typeof orgServiceRoutes.remove>("DELETE", "/api/v1/services/{id}"),
  activate: endpoint<typeof orgServiceRoutes.activate>("POST", "/api/v1/services/{id}/activate"),
  deactivate: endpoint<typeof orgServiceRoutes.deactivate>(
    "POST",
    "/api/v1/services/{id}/deactivate",
  ),
};
