// The orgProfile routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { orgProfileRoutes } from "../registry/org-profile";
import type { Endpoint } from "../endpoint";

export const read: Endpoint<typeof orgProfileRoutes.read> = {
  method: "GET",
  path: "/api/v1/org/profile",
};
export const update: Endpoint<typeof orgProfileRoutes.update> = {
  method: "PUT",
  path: "/api/v1/org/profile",
};
export const publicPage: Endpoint<typeof orgProfileRoutes.publicPage> = {
  method: "GET",
  path: "/api/v1/orgs/{id}",
};
