// The adminDashboard routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminDashboardRoutes } from "../registry/admin-dashboard";
import type { Endpoint } from "../endpoint";

export const dashboard: Endpoint<typeof adminDashboardRoutes.dashboard> = {
  method: "GET",
  path: "/api/v1/admin/dashboard",
};
export const activity: Endpoint<typeof adminDashboardRoutes.activity> = {
  method: "GET",
  path: "/api/v1/admin/activity",
};
export const queues: Endpoint<typeof adminDashboardRoutes.queues> = {
  method: "GET",
  path: "/api/v1/admin/queues",
};
