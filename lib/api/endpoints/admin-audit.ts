// The adminAudit routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminAuditRoutes } from "../registry/admin-audit";
import type { Endpoint } from "../endpoint";

export const list: Endpoint<typeof adminAuditRoutes.list> = {
  method: "GET",
  path: "/api/v1/admin/audit-logs",
};
const exportRoute: Endpoint<typeof adminAuditRoutes.export> = {
  method: "GET",
  path: "/api/v1/admin/audit-logs/export",
};
export { exportRoute as export };
export const chain: Endpoint<typeof adminAuditRoutes.chain> = {
  method: "GET",
  path: "/api/v1/admin/audit-logs/chain",
};
