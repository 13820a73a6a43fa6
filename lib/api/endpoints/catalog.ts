// The catalog routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { catalogRoutes } from "../registry/services";
import type { Endpoint } from "../endpoint";

export const catalogServices: Endpoint<typeof catalogRoutes.services> = {
  method: "GET",
  path: "/api/v1/services",
};

export const catalogService: Endpoint<typeof catalogRoutes.service> = {
  method: "GET",
  path: "/api/v1/services/{id}",
};

export const catalogBook: Endpoint<typeof catalogRoutes.book> = {
  method: "POST",
  path: "/api/v1/services/{id}/book",
};

export const catalogReview: Endpoint<typeof catalogRoutes.review> = {
  method: "POST",
  path: "/api/v1/services/{id}/reviews",
};
