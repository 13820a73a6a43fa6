// The adminUsers routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminUserRoutes } from "../registry/admin-users";
import type { Endpoint } from "../endpoint";

export const list: Endpoint<typeof adminUserRoutes.list> = {
  method: "GET",
  path: "/api/v1/admin/users",
};
const exportRoute: Endpoint<typeof adminUserRoutes.export> = {
  method: "GET",
  path: "/api/v1/admin/users/export",
};
export { exportRoute as export };
export const detail: Endpoint<typeof adminUserRoutes.detail> = {
  method: "GET",
  path: "/api/v1/admin/users/{id}",
};
export const revokeSessions: Endpoint<typeof adminUserRoutes.revokeSessions> = {
  method: "POST",
  path: "/api/v1/admin/users/{id}/sessions/revoke",
};
export const verification: Endpoint<typeof adminUserRoutes.verification> = {
  method: "PUT",
  path: "/api/v1/admin/users/{id}/verification",
};
