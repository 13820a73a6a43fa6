// The orgBookings routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
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
