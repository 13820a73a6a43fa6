// The users routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { userRoutes } from "../registry/users";
import type { Endpoint } from "../endpoint";

export const user: Endpoint<typeof userRoutes.user> = { method: "GET", path: "/api/v1/users/{id}" };
export const suspend: Endpoint<typeof userRoutes.suspend> = {
  method: "POST",
  path: "/api/v1/admin/users/{id}/suspend",
};
export const reactivate: Endpoint<typeof userRoutes.reactivate> = {
  method: "POST",
  path: "/api/v1/admin/users/{id}/reactivate",
};
export const changeRole: Endpoint<typeof userRoutes.changeRole> = {
  method: "PUT",
  path: "/api/v1/admin/users/{id}/role",
};
