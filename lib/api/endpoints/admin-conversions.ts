// The adminConversions routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminConversionRoutes } from "../registry/admin-conversions";
import { endpoint } from "../endpoint";

export const list = endpoint<typeof adminConversionRoutes.list>("GET", "/api/v1/admin/conversions");
export const summary = endpoint<typeof adminConversionRoutes.summary>(
  "GET",
  "/api/v1/admin/conversions/summary",
);
const exportRoute = endpoint<typeof adminConversionRoutes.export>(
  "GET",
  "/api/v1/admin/conversions/export",
);
export { exportRoute as export };
export const payout = endpoint<typeof adminConversionRoutes.payout>(
  "GET",
  "/api/v1/admin/conversions/{id}/payout",
);
export const approveMany = endpoint<typeof adminConversionRoutes.approveMany>(
  "POST",
  "/api/v1/admin/conversions/approve",
);
