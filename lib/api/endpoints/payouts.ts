// The payouts routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { payoutRoutes } from "../registry/conversions";
import { endpoint } from "../endpoint";

export const payoutsApi = {
  list: endpoint<typeof payoutRoutes.list>("GET", "/api/v1/org/payout-accounts"),
  save: endpoint<typeof payoutRoutes.save>("PUT", "/api/v1/org/payout-accounts/{currency}"),
};
