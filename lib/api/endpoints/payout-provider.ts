// The payoutProvider routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { payoutProviderRoutes } from "../registry/payouts";
import type { Endpoint } from "../endpoint";

export const payoutProviderWebhook: Endpoint<typeof payoutProviderRoutes.webhook> = {
  method: "POST",
  path: "/api/v1/payouts/webhook",
};
