// The conversions routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { conversionRoutes } from "../registry/conversions";
import type { Endpoint } from "../endpoint";

export const list: Endpoint<typeof conversionRoutes.list> = {
  method: "GET",
  path: "/api/v1/conversions",
};
export const get: Endpoint<typeof conversionRoutes.get> = {
  method: "GET",
  path: "/api/v1/conversions/{id}",
};
export const quote: Endpoint<typeof conversionRoutes.quote> = {
  method: "GET",
  path: "/api/v1/conversions/quote",
};
export const create: Endpoint<typeof conversionRoutes.create> = {
  method: "POST",
  path: "/api/v1/conversions",
};
export const cancel: Endpoint<typeof conversionRoutes.cancel> = {
  method: "POST",
  path: "/api/v1/conversions/{id}/cancel",
};
export const approve: Endpoint<typeof conversionRoutes.approve> = {
  method: "POST",
  path: "/api/v1/conversions/{id}/approve",
};
export const reject: Endpoint<typeof conversionRoutes.reject> = {
  method: "POST",
  path: "/api/v1/conversions/{id}/reject",
};
