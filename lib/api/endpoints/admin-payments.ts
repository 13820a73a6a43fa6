// The adminPayments routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminPaymentsRoutes } from "../registry/admin-payments";
import type { Endpoint } from "../endpoint";

export const adminPaymentsList: Endpoint<typeof adminPaymentsRoutes.list> = {
  method: "GET",
  path: "/api/v1/admin/payments",
};

export const adminPaymentsOverview: Endpoint<typeof adminPaymentsRoutes.overview> = {
  method: "GET",
  path: "/api/v1/admin/payments/overview",
};

export const adminPaymentsSimulateChargeback: Endpoint<
  typeof adminPaymentsRoutes.simulateChargeback
> = {
  method: "POST",
  path: "/api/v1/admin/payments/{id}/simulate-chargeback",
};
