// The adminServiceChanges routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminServiceChangesRoutes } from "../registry/admin-service-changes";
import type { Endpoint } from "../endpoint";

export const adminServiceChangesApprove: Endpoint<typeof adminServiceChangesRoutes.approve> = {
  method: "POST",
  path: "/api/v1/admin/service-changes/{id}/approve",
};

export const adminServiceChangesRequestChanges: Endpoint<
  typeof adminServiceChangesRoutes.requestChanges
> = {
  method: "POST",
  path: "/api/v1/admin/service-changes/{id}/request-changes",
};

export const adminServiceChangesReject: Endpoint<typeof adminServiceChangesRoutes.reject> = {
  method: "POST",
  path: "/api/v1/admin/service-changes/{id}/reject",
};
