// conversions.unfreeze as the browser calls it: method and path as plain data, typed by its
// registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { conversionRoutes } from "../../registry/conversions";
import type { Endpoint } from "../../endpoint";

export const conversionsUnfreeze: Endpoint<typeof conversionRoutes.unfreeze> = {
  method: "DELETE",
  path: "/api/v1/admin/users/{id}/conversions-freeze",
};
