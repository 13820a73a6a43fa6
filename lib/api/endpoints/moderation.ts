// The moderation routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { moderationRoutes } from "../registry/org-services";
import type { Endpoint } from "../endpoint";

export const approve: Endpoint<typeof moderationRoutes.approve> = {
  method: "POST",
  path: "/api/v1/admin/services/{id}/approve",
};
export const requestChanges: Endpoint<typeof moderationRoutes.requestChanges> = {
  method: "POST",
  path: "/api/v1/admin/services/{id}/request-changes",
};
export const reject: Endpoint<typeof moderationRoutes.reject> = {
  method: "POST",
  path: "/api/v1/admin/services/{id}/reject",
};
export const approveChange: Endpoint<typeof moderationRoutes.approveChange> = {
  method: "POST",
  path: "/api/v1/admin/service-changes/{id}/approve",
};
export const requestChangeChanges: Endpoint<typeof moderationRoutes.requestChangeChanges> = {
  method: "POST",
  path: "/api/v1/admin/service-changes/{id}/request-changes",
};
export const rejectChange: Endpoint<typeof moderationRoutes.rejectChange> = {
  method: "POST",
  path: "/api/v1/admin/service-changes/{id}/reject",
};
