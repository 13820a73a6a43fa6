// The disputes routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { disputesRoutes } from "../registry/users-bookings";
import type { Endpoint } from "../endpoint";

export const disputesOpen: Endpoint<typeof disputesRoutes.open> = {
  method: "POST",
  path: "/api/v1/users/bookings/{id}/dispute",
};

export const disputesRead: Endpoint<typeof disputesRoutes.read> = {
  method: "GET",
  path: "/api/v1/users/bookings/{id}/dispute",
};

export const disputesAcceptOffer: Endpoint<typeof disputesRoutes.acceptOffer> = {
  method: "POST",
  path: "/api/v1/users/bookings/{id}/dispute/accept-offer",
};

export const disputesDeclineOffer: Endpoint<typeof disputesRoutes.declineOffer> = {
  method: "POST",
  path: "/api/v1/users/bookings/{id}/dispute/escalate",
};

export const disputesWithdraw: Endpoint<typeof disputesRoutes.withdraw> = {
  method: "POST",
  path: "/api/v1/users/bookings/{id}/dispute/withdraw",
};
