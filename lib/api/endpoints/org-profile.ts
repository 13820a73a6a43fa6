// The orgProfile routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { orgProfileRoutes } from "../registry/org-profile";
import type { Endpoint } from "../endpoint";

export const read: Endpoint<typeof orgProfileRoutes.read> = {
  method: "GET",
  path: "/api/v1/org/profile",
};
export const update: Endpoint<typeof orgProfileRoutes.update> = {
  method: "PUT",
  path: "/api/v1/org/profile",
};
export const publicPage: Endpoint<typeof orgProfileRoutes.publicPage> = {
  method: "GET",
  path: "/api/v1/orgs/{id}",
};
