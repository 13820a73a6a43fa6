// The bookings routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { bookingRoutes } from "../registry/catalog";
import { endpoint } from "../endpoint";

export const bookingsApi = {
  book: endpoint<typeof bookingRoutes.book>("POST", "/api/v1/services/{id}/book"),
  list: endpoint<typeof bookingRoutes.list>("GET", "/api/v1/users/bookings"),
  get: endpoint<typeof bookingRoutes.get>("GET", "/api/v1/users/bookings/{id}"),
  cancel: endpoint<typeof bookingRoutes.cancel>("POST", "/api/v1/users/bookings/{id}/cancel"),
  review: endpoint<typeof bookingRoutes.review>("POST", "/api/v1/services/{id}/reviews"),
};
