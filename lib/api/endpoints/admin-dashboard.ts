// The adminDashboard routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminDashboardRoutes } from "../registry/admin-dashboard";
import { endpoint } from "../endpoint";

export const adminDashboardApi = {
  dashboard: endpoint<typeof adminDashboardRoutes.dashboard>("GET", "/api/v1/admin/dashboard"),
  activity: endpoint<typeof adminDashboardRoutes.activity>("GET", "/api/v1/admin/activity"),
  queues: endpoint<typeof adminDashboardRoutes.queues>("GET", "/api/v1/admin/queues"),
};
