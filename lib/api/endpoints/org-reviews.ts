// The orgReviews routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { orgReviewsRoutes } from "../registry/org-reviews";
import type { Endpoint } from "../endpoint";

export const orgReviewsList: Endpoint<typeof orgReviewsRoutes.list> = {
  method: "GET",
  path: "/api/v1/org/reviews",
};

export const orgReviewsReply: Endpoint<typeof orgReviewsRoutes.reply> = {
  method: "PUT",
  path: "/api/v1/org/reviews/{id}/reply",
};
