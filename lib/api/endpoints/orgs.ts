// The orgs routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { orgsRoutes } from "../registry/orgs";
import type { Endpoint } from "../endpoint";

export const orgsRead: Endpoint<typeof orgsRoutes.read> = {
  method: "GET",
  path: "/api/v1/orgs/{id}",
};

export const orgsReviews: Endpoint<typeof orgsRoutes.reviews> = {
  method: "GET",
  path: "/api/v1/orgs/{id}/reviews",
};
