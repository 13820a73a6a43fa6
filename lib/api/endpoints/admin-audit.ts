// The adminAudit routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminAuditRoutes } from "../registry/admin-audit";
import { endpoint } from "../endpoint";

export const list = endpoint<typeof adminAuditRoutes.list>("GET", "/api/v1/admin/audit-logs");
const exportRoute = endpoint<typeof adminAuditRoutes.export>(
  "GET",
  "/api/v1/admin/audit-logs/export",
);
export { exportRoute as export };
export const chain = endpoint<typeof adminAuditRoutes.chain>(
  "GET",
  "/api/v1/admin/audit-logs/chain",
);
