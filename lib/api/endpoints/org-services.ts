// The orgServices routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { orgServiceRoutes } from "../registry/org-services";
import type { Endpoint } from "../endpoint";

export const list: Endpoint<typeof orgServiceRoutes.list> = {
  method: "GET",
  path: "/api/v1/org/services",
};
export const create: Endpoint<typeof orgServiceRoutes.create> = {
  method: "POST",
  path: "/api/v1/services",
};
export const update: Endpoint<typeof orgServiceRoutes.update> = {
  method: "PUT",
  path: "/api/v1/services/{id}",
};
export const remove: Endpoint<typeof orgServiceRoutes.remove> = {
  method: "DELETE",
  path: "/api/v1/services/{id}",
};
export const activate: Endpoint<typeof orgServiceRoutes.activate> = {
  method: "POST",
  path: "/api/v1/services/{id}/activate",
};
export const deactivate: Endpoint<typeof orgServiceRoutes.deactivate> = {
  method: "POST",
  path: "/api/v1/services/{id}/deactivate",
};
