// The payouts routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { payoutRoutes } from "../registry/conversions";
import type { Endpoint } from "../endpoint";

export const list: Endpoint<typeof payoutRoutes.list> = {
  method: "GET",
  path: "/api/v1/org/payout-accounts",
};
export const save: Endpoint<typeof payoutRoutes.save> = {
  method: "PUT",
  path: "/api/v1/org/payout-accounts/{currency}",
};
