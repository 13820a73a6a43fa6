// The adminConversions routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminConversionRoutes } from "../registry/admin-conversions";
import { endpoint } from "../endpoint";

export const adminConversionsApi = {
  list: endpoint<typeof adminConversionRoutes.list>("GET", "/api/v1/admin/conversions"),
  summary: endpoint<typeof adminConversionRoutes.summary>(
    "GET",
    "/api/v1/admin/conversions/summary",
  ),
  export: endpoint<typeof adminConversionRoutes.export>("GET", "/api/v1/admin/conversions/export"),
  payout: endpoint<typeof adminConversionRoutes.payout>(
    "GET",
    "/api/v1/admin/conversions/{id}/payout",
  ),
  approveMany: endpoint<typeof adminConversionRoutes.approveMany>(
    "POST",
    "/api/v1/admin/conversions/approve",
  ),
};
