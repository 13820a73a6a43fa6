// The adminServices routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminServicesRoutes } from "../registry/admin-services";
import type { Endpoint } from "../endpoint";

export const adminServicesList: Endpoint<typeof adminServicesRoutes.list> = {
  method: "GET",
  path: "/api/v1/admin/services",
};

export const adminServicesActivate: Endpoint<typeof adminServicesRoutes.activate> = {
  method: "POST",
  path: "/api/v1/admin/services/{id}/activate",
};

export const adminServicesDeactivate: Endpoint<typeof adminServicesRoutes.deactivate> = {
  method: "POST",
  path: "/api/v1/admin/services/{id}/deactivate",
};

export const adminServicesRemove: Endpoint<typeof adminServicesRoutes.remove> = {
  method: "DELETE",
  path: "/api/v1/admin/services/{id}",
};
