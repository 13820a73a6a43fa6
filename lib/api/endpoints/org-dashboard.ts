// The orgDashboard routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { orgDashboardRoutes } from "../registry/org-dashboard";
import type { Endpoint } from "../endpoint";

export const dashboard: Endpoint<typeof orgDashboardRoutes.dashboard> = {
  method: "GET",
  path: "/api/v1/org/dashboard",
};
export const earnings: Endpoint<typeof orgDashboardRoutes.earnings> = {
  method: "GET",
  path: "/api/v1/org/earnings",
};
export const earningsBalance: Endpoint<typeof orgDashboardRoutes.earningsBalance> = {
  method: "GET",
  path: "/api/v1/org/earnings/balance",
};
