// The adminServices routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminServiceRoutes } from "../registry/admin-services";
import type { Endpoint } from "../endpoint";

export const list: Endpoint<typeof adminServiceRoutes.list> = {
  method: "GET",
  path: "/api/v1/admin/services",
};
export const activate: Endpoint<typeof adminServiceRoutes.activate> = {
  method: "POST",
  path: "/api/v1/admin/services/{id}/activate",
};
export const deactivate: Endpoint<typeof adminServiceRoutes.deactivate> = {
  method: "POST",
  path: "/api/v1/admin/services/{id}/deactivate",
};
export const remove: Endpoint<typeof adminServiceRoutes.remove> = {
  method: "DELETE",
  path: "/api/v1/admin/services/{id}",
};
