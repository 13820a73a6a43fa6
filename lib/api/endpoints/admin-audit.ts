// The adminAudit routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminAuditRoutes } from "../registry/admin-audit";
import { endpoint } from "../endpoint";

export const adminAuditApi = {
  list: endpoint<typeof adminAuditRoutes.list>("GET", "/api/v1/admin/audit-logs"),
  export: endpoint<typeof adminAuditRoutes.export>("GET", "/api/v1/admin/audit-logs/export"),
  chain: endpoint<typeof adminAuditRoutes.chain>("GET", "/api/v1/admin/audit-logs/chain"),
};
