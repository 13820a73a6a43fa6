// The orgBookings routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { orgBookingsRoutes } from "../registry/org-bookings";
import type { Endpoint } from "../endpoint";

export const orgBookingsList: Endpoint<typeof orgBookingsRoutes.list> = {
  method: "GET",
  path: "/api/v1/org/bookings",
};

export const orgBookingsDeliver: Endpoint<typeof orgBookingsRoutes.deliver> = {
  method: "POST",
  path: "/api/v1/org/bookings/{id}/deliver",
};

export const orgBookingsAcceptCancelRequest: Endpoint<
  typeof orgBookingsRoutes.acceptCancelRequest
> = {
  method: "POST",
  path: "/api/v1/org/bookings/{id}/cancel-request/accept",
};

export const orgBookingsDeclineCancelRequest: Endpoint<
  typeof orgBookingsRoutes.declineCancelRequest
> = {
  method: "POST",
  path: "/api/v1/org/bookings/{id}/cancel-request/decline",
};

export const orgBookingsCancel: Endpoint<typeof orgBookingsRoutes.cancel> = {
  method: "POST",
  path: "/api/v1/org/bookings/{id}/cancel",
};

export const orgBookingsMessages: Endpoint<typeof orgBookingsRoutes.messages> = {
  method: "GET",
  path: "/api/v1/org/bookings/{id}/messages",
};

export const orgBookingsSendMessage: Endpoint<typeof orgBookingsRoutes.sendMessage> = {
  method: "POST",
  path: "/api/v1/org/bookings/{id}/messages",
};

export const orgBookingsReadMessages: Endpoint<typeof orgBookingsRoutes.readMessages> = {
  method: "POST",
  path: "/api/v1/org/bookings/{id}/messages/read",
};
