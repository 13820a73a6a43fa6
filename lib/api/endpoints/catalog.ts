// The catalog routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { catalogRoutes } from "../registry/catalog";
import type { Endpoint } from "../endpoint";

export const services: Endpoint<typeof catalogRoutes.services> = {
  method: "GET",
  path: "/api/v1/services",
};
export const service: Endpoint<typeof catalogRoutes.service> = {
  method: "GET",
  path: "/api/v1/services/{id}",
};
