// The bookings routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { bookingsRoutes } from "../registry/users-bookings";
import type { Endpoint } from "../endpoint";

export const bookingsList: Endpoint<typeof bookingsRoutes.list> = {
  method: "GET",
  path: "/api/v1/users/bookings",
};

export const bookingsGet: Endpoint<typeof bookingsRoutes.get> = {
  method: "GET",
  path: "/api/v1/users/bookings/{id}",
};

export const bookingsCancel: Endpoint<typeof bookingsRoutes.cancel> = {
  method: "POST",
  path: "/api/v1/users/bookings/{id}/cancel",
};

export const bookingsAccept: Endpoint<typeof bookingsRoutes.accept> = {
  method: "POST",
  path: "/api/v1/users/bookings/{id}/accept",
};

export const bookingsCancelRequest: Endpoint<typeof bookingsRoutes.cancelRequest> = {
  method: "POST",
  path: "/api/v1/users/bookings/{id}/cancel-request",
};

export const bookingsMessages: Endpoint<typeof bookingsRoutes.messages> = {
  method: "GET",
  path: "/api/v1/users/bookings/{id}/messages",
};

export const bookingsSendMessage: Endpoint<typeof bookingsRoutes.sendMessage> = {
  method: "POST",
  path: "/api/v1/users/bookings/{id}/messages",
};

export const bookingsReadMessages: Endpoint<typeof bookingsRoutes.readMessages> = {
  method: "POST",
  path: "/api/v1/users/bookings/{id}/messages/read",
};
