// The adminAudit routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
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
