// The orgServices routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { orgServicesRoutes } from "../registry/services";
import type { Endpoint } from "../endpoint";

export const orgServicesCreate: Endpoint<typeof orgServicesRoutes.create> = {
  method: "POST",
  path: "/api/v1/services",
};

export const orgServicesUpdate: Endpoint<typeof orgServicesRoutes.update> = {
  method: "PUT",
  path: "/api/v1/services/{id}",
};

export const orgServicesRemove: Endpoint<typeof orgServicesRoutes.remove> = {
  method: "DELETE",
  path: "/api/v1/services/{id}",
};

export const orgServicesActivate: Endpoint<typeof orgServicesRoutes.activate> = {
  method: "POST",
  path: "/api/v1/services/{id}/activate",
};

export const orgServicesDeactivate: Endpoint<typeof orgServicesRoutes.deactivate> = {
  method: "POST",
  path: "/api/v1/services/{id}/deactivate",
};
