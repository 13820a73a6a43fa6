// The users routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { userRoutes } from "../registry/users";
import { endpoint } from "../endpoint";

export const usersApi = {
  user: endpoint<typeof userRoutes.user>("GET", "/api/v1/users/{id}"),
  suspend: endpoint<typeof userRoutes.suspend>("POST", "/api/v1/admin/users/{id}/suspend"),
  reactivate: endpoint<typeof userRoutes.reactivate>("POST", "/api/v1/admin/users/{id}/reactivate"),
  changeRole: endpoint<typeof userRoutes.changeRole>("PUT", "/api/v1/admin/users/{id}/role"),
};
