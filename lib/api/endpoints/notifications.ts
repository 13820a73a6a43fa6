// The notifications routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { notificationsRoutes } from "../registry/notifications";
import type { Endpoint } from "../endpoint";

export const notificationsList: Endpoint<typeof notificationsRoutes.list> = {
  method: "GET",
  path: "/api/v1/notifications",
};

export const notificationsUnread: Endpoint<typeof notificationsRoutes.unread> = {
  method: "GET",
  path: "/api/v1/notifications/unread",
};

export const notificationsReadAll: Endpoint<typeof notificationsRoutes.readAll> = {
  method: "POST",
  path: "/api/v1/notifications/read",
};

export const notificationsRead: Endpoint<typeof notificationsRoutes.read> = {
  method: "POST",
  path: "/api/v1/notifications/{id}/read",
};

export const notificationsPreferences: Endpoint<typeof notificationsRoutes.preferences> = {
  method: "GET",
  path: "/api/v1/notifications/preferences",
};

export const notificationsUpdatePreference: Endpoint<typeof notificationsRoutes.updatePreference> =
  {
    method: "PUT",
    path: "/api/v1/notifications/preferences",
  };

export const notificationsUnsubscribe: Endpoint<typeof notificationsRoutes.unsubscribe> = {
  method: "POST",
  path: "/api/v1/notifications/unsubscribe",
};
