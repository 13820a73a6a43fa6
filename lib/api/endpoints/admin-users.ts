// The adminUsers routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { adminUserRoutes } from "../registry/admin-users";
import { endpoint } from "../endpoint";

export const adminUsersApi = {
  list: endpoint<typeof adminUserRoutes.list>("GET", "/api/v1/admin/users"),
  export: endpoint<typeof adminUserRoutes.export>("GET", "/api/v1/admin/users/export"),
  detail: endpoint<typeof adminUserRoutes.detail>("GET", "/api/v1/admin/users/{id}"),
  revokeSessions: endpoint<typeof adminUserRoutes.revokeSessions>(
    "POST",
    "/api/v1/admin/users/{id}/sessions/revoke",
  ),
  verification: endpoint<typeof adminUserRoutes.verification>(
    "PUT",
    "/api/v1/admin/users/{id}/verification",
  ),
};
