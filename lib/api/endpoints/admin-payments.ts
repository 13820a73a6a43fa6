// The adminPayments routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminPaymentRoutes } from "../registry/admin-payments";
import type { Endpoint } from "../endpoint";

export const list: Endpoint<typeof adminPaymentRoutes.list> = {
  method: "GET",
  path: "/api/v1/admin/payments",
};
export const overview: Endpoint<typeof adminPaymentRoutes.overview> = {
  method: "GET",
  path: "/api/v1/admin/payments/overview",
};
