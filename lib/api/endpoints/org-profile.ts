// The orgProfile routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { orgProfileRoutes } from "../registry/org-profile";
import { endpoint } from "../endpoint";

export const orgProfileApi = {
  read: endpoint<typeof orgProfileRoutes.read>("GET", "/api/v1/org/profile"),
  update: endpoint<typeof orgProfileRoutes.update>("PUT", "/api/v1/org/profile"),
  publicPage: endpoint<typeof orgProfileRoutes.publicPage>("GET", "/api/v1/orgs/{id}"),
};
