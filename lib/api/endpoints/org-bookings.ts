// The orgBookings routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { orgBookingRoutes } from "../registry/catalog";
import { endpoint } from "../endpoint";

export const orgBookingsApi = {
  list: endpoint<typeof orgBookingRoutes.list>("GET", "/api/v1/org/bookings"),
  complete: endpoint<typeof orgBookingRoutes.complete>(
    "POST",
    "/api/v1/org/bookings/{id}/complete",
  ),
  cancel: endpoint<typeof orgBookingRoutes.cancel>("POST", "/api/v1/org/bookings/{id}/cancel"),
};
