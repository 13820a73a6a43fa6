// The adminConversions routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminConversionRoutes } from "../registry/admin-conversions";
import type { Endpoint } from "../endpoint";

export const list: Endpoint<typeof adminConversionRoutes.list> = {
  method: "GET",
  path: "/api/v1/admin/conversions",
};
export const summary: Endpoint<typeof adminConversionRoutes.summary> = {
  method: "GET",
  path: "/api/v1/admin/conversions/summary",
};
const exportRoute: Endpoint<typeof adminConversionRoutes.export> = {
  method: "GET",
  path: "/api/v1/admin/conversions/export",
};
export { exportRoute as export };
export const payout: Endpoint<typeof adminConversionRoutes.payout> = {
  method: "GET",
  path: "/api/v1/admin/conversions/{id}/payout",
};
export const approveMany: Endpoint<typeof adminConversionRoutes.approveMany> = {
  method: "POST",
  path: "/api/v1/admin/conversions/approve",
};
