// adminUsers.resetSecondFactor as the browser calls it: method and path as plain data, typed by its
// registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminUserRoutes } from "../../registry/admin-users";
import type { Endpoint } from "../../endpoint";

export const adminUsersResetSecondFactor: Endpoint<typeof adminUserRoutes.resetSecondFactor> = {
  method: "DELETE",
  path: "/api/v1/admin/users/{id}/second-factor",
};
