// The dev routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { devRoutes } from "../registry/health";
import type { Endpoint } from "../endpoint";

export const mailbox: Endpoint<typeof devRoutes.mailbox> = {
  method: "GET",
  path: "/api/dev/mailbox",
};
