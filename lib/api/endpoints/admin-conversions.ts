// The adminConversions routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminConversionsRoutes } from "../registry/admin-conversions";
import type { Endpoint } from "../endpoint";

export const adminConversionsList: Endpoint<typeof adminConversionsRoutes.list> = {
  method: "GET",
  path: "/api/v1/admin/conversions",
};

export const adminConversionsSummary: Endpoint<typeof adminConversionsRoutes.summary> = {
  method: "GET",
  path: "/api/v1/admin/conversions/summary",
};

export const adminConversionsExport: Endpoint<typeof adminConversionsRoutes.export> = {
  method: "GET",
  path: "/api/v1/admin/conversions/export",
};

export const adminConversionsPayout: Endpoint<typeof adminConversionsRoutes.payout> = {
  method: "GET",
  path: "/api/v1/admin/conversions/{id}/payout",
};

export const adminConversionsApproveMany: Endpoint<typeof adminConversionsRoutes.approveMany> = {
  method: "POST",
  path: "/api/v1/admin/conversions/approve",
};

export const adminConversionsConfirmPayout: Endpoint<typeof adminConversionsRoutes.confirmPayout> =
  {
    method: "POST",
    path: "/api/v1/admin/conversions/{id}/confirm-payout",
  };

export const adminConversionsFailPayout: Endpoint<typeof adminConversionsRoutes.failPayout> = {
  method: "POST",
  path: "/api/v1/admin/conversions/{id}/fail-payout",
};
