// The orgDashboard routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { orgDashboardRoutes } from "../registry/org";
import type { Endpoint } from "../endpoint";

export const orgDashboardDashboard: Endpoint<typeof orgDashboardRoutes.dashboard> = {
  method: "GET",
  path: "/api/v1/org/dashboard",
};

export const orgDashboardEarnings: Endpoint<typeof orgDashboardRoutes.earnings> = {
  method: "GET",
  path: "/api/v1/org/earnings",
};

export const orgDashboardEarningsBalance: Endpoint<typeof orgDashboardRoutes.earningsBalance> = {
  method: "GET",
  path: "/api/v1/org/earnings/balance",
};

export const orgDashboardServices: Endpoint<typeof orgDashboardRoutes.services> = {
  method: "GET",
  path: "/api/v1/org/services",
};
