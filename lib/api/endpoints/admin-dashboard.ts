// The adminDashboard routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminDashboardRoutes } from "../registry/admin";
import type { Endpoint } from "../endpoint";

export const adminDashboardDashboard: Endpoint<typeof adminDashboardRoutes.dashboard> = {
  method: "GET",
  path: "/api/v1/admin/dashboard",
};

export const adminDashboardActivity: Endpoint<typeof adminDashboardRoutes.activity> = {
  method: "GET",
  path: "/api/v1/admin/activity",
};

export const adminDashboardQueues: Endpoint<typeof adminDashboardRoutes.queues> = {
  method: "GET",
  path: "/api/v1/admin/queues",
};

export const adminDashboardPlatformHealth: Endpoint<typeof adminDashboardRoutes.platformHealth> = {
  method: "GET",
  path: "/api/v1/admin/health",
};
