// The orgDashboard routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { orgDashboardRoutes } from "../registry/org-dashboard";
import { endpoint } from "../endpoint";

export const orgDashboardApi = {
  dashboard: endpoint<typeof orgDashboardRoutes.dashboard>("GET", "/api/v1/org/dashboard"),
  earnings: endpoint<typeof orgDashboardRoutes.earnings>("GET", "/api/v1/org/earnings"),
  earningsBalance: endpoint<typeof orgDashboardRoutes.earningsBalance>(
    "GET",
    "/api/v1/org/earnings/balance",
  ),
};
