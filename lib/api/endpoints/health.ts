// The health routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { healthRoutes } from "../registry/health";
import type { Endpoint } from "../endpoint";

export const healthPing: Endpoint<typeof healthRoutes.ping> = {
  method: "GET",
  path: "/health",
};

export const healthHealth: Endpoint<typeof healthRoutes.health> = {
  method: "GET",
  path: "/api/v1/health",
};

export const healthLive: Endpoint<typeof healthRoutes.live> = {
  method: "GET",
  path: "/api/v1/health/live",
};

export const healthReady: Endpoint<typeof healthRoutes.ready> = {
  method: "GET",
  path: "/api/v1/health/ready",
};
