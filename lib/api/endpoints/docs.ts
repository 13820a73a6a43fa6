// The docs routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { docsRoutes } from "../registry/health";
import type { Endpoint } from "../endpoint";

export const openapi: Endpoint<typeof docsRoutes.openapi> = {
  method: "GET",
  path: "/api/v1/openapi.json",
};
