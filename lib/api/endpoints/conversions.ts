// The conversions routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { conversionsRoutes } from "../registry/conversions";
import type { Endpoint } from "../endpoint";

export const conversionsList: Endpoint<typeof conversionsRoutes.list> = {
  method: "GET",
  path: "/api/v1/conversions",
};

export const conversionsGet: Endpoint<typeof conversionsRoutes.get> = {
  method: "GET",
  path: "/api/v1/conversions/{id}",
};

export const conversionsQuote: Endpoint<typeof conversionsRoutes.quote> = {
  method: "GET",
  path: "/api/v1/conversions/quote",
};

export const conversionsCreate: Endpoint<typeof conversionsRoutes.create> = {
  method: "POST",
  path: "/api/v1/conversions",
};

export const conversionsCancel: Endpoint<typeof conversionsRoutes.cancel> = {
  method: "POST",
  path: "/api/v1/conversions/{id}/cancel",
};

export const conversionsApprove: Endpoint<typeof conversionsRoutes.approve> = {
  method: "POST",
  path: "/api/v1/conversions/{id}/approve",
};

export const conversionsReject: Endpoint<typeof conversionsRoutes.reject> = {
  method: "POST",
  path: "/api/v1/conversions/{id}/reject",
};
