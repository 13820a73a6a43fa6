// The orgBookings routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { orgBookingRoutes } from "../registry/catalog";
import type { Endpoint } from "../endpoint";

export const list: Endpoint<typeof orgBookingRoutes.list> = {
  method: "GET",
  path: "/api/v1/org/bookings",
};
export const complete: Endpoint<typeof orgBookingRoutes.complete> = {
  method: "POST",
  path: "/api/v1/org/bookings/{id}/complete",
};
export const cancel: Endpoint<typeof orgBookingRoutes.cancel> = {
  method: "POST",
  path: "/api/v1/org/bookings/{id}/cancel",
};
