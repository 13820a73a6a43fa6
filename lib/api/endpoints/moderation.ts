// The moderation routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { moderationRoutes } from "../registry/admin-services";
import type { Endpoint } from "../endpoint";

export const moderationApprove: Endpoint<typeof moderationRoutes.approve> = {
  method: "POST",
  path: "/api/v1/admin/services/{id}/approve",
};

export const moderationRequestChanges: Endpoint<typeof moderationRoutes.requestChanges> = {
  method: "POST",
  path: "/api/v1/admin/services/{id}/request-changes",
};

export const moderationReject: Endpoint<typeof moderationRoutes.reject> = {
  method: "POST",
  path: "/api/v1/admin/services/{id}/reject",
};
