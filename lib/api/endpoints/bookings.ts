// The bookings routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { bookingRoutes } from "../registry/catalog";
import type { Endpoint } from "../endpoint";

export const book: Endpoint<typeof bookingRoutes.book> = {
  method: "POST",
  path: "/api/v1/services/{id}/book",
};
export const list: Endpoint<typeof bookingRoutes.list> = {
  method: "GET",
  path: "/api/v1/users/bookings",
};
export const get: Endpoint<typeof bookingRoutes.get> = {
  method: "GET",
  path: "/api/v1/users/bookings/{id}",
};
export const cancel: Endpoint<typeof bookingRoutes.cancel> = {
  method: "POST",
  path: "/api/v1/users/bookings/{id}/cancel",
};
export const review: Endpoint<typeof bookingRoutes.review> = {
  method: "POST",
  path: "/api/v1/services/{id}/reviews",
};
