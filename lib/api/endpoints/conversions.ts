// The conversions routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { conversionRoutes } from "../registry/conversions";
import { endpoint } from "../endpoint";

export const conversionsApi = {
  list: endpoint<typeof conversionRoutes.list>("GET", "/api/v1/conversions"),
  get: endpoint<typeof conversionRoutes.get>("GET", "/api/v1/conversions/{id}"),
  quote: endpoint<typeof conversionRoutes.quote>("GET", "/api/v1/conversions/quote"),
  create: endpoint<typeof conversionRoutes.create>("POST", "/api/v1/conversions"),
  cancel: endpoint<typeof conversionRoutes.cancel>("POST", "/api/v1/conversions/{id}/cancel"),
  approve: endpoint<typeof conversionRoutes.approve>("POST", "/api/v1/conversions/{id}/approve"),
  reject: endpoint<typeof conversionRoutes.reject>("POST", "/api/v1/conversions/{id}/reject"),
};
