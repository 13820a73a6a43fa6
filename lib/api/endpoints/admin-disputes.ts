// The adminDisputes routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminDisputesRoutes } from "../registry/admin-disputes";
import type { Endpoint } from "../endpoint";

export const adminDisputesList: Endpoint<typeof adminDisputesRoutes.list> = {
  method: "GET",
  path: "/api/v1/admin/disputes",
};

export const adminDisputesSummary: Endpoint<typeof adminDisputesRoutes.summary> = {
  method: "GET",
  path: "/api/v1/admin/disputes/summary",
};

export const adminDisputesDetail: Endpoint<typeof adminDisputesRoutes.detail> = {
  method: "GET",
  path: "/api/v1/admin/disputes/{id}",
};

export const adminDisputesDecide: Endpoint<typeof adminDisputesRoutes.decide> = {
  method: "POST",
  path: "/api/v1/admin/disputes/{id}/decide",
};

export const adminDisputesMessages: Endpoint<typeof adminDisputesRoutes.messages> = {
  method: "GET",
  path: "/api/v1/admin/disputes/{id}/messages",
};
