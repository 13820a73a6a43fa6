// The adminAudit routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminAuditRoutes } from "../registry/admin-audit-logs";
import type { Endpoint } from "../endpoint";

export const adminAuditList: Endpoint<typeof adminAuditRoutes.list> = {
  method: "GET",
  path: "/api/v1/admin/audit-logs",
};

export const adminAuditExport: Endpoint<typeof adminAuditRoutes.export> = {
  method: "GET",
  path: "/api/v1/admin/audit-logs/export",
};

export const adminAuditChain: Endpoint<typeof adminAuditRoutes.chain> = {
  method: "GET",
  path: "/api/v1/admin/audit-logs/chain",
};
