// The moderation routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { moderationRoutes } from "../registry/org-services";
import { endpoint } from "../endpoint";

export const moderationApi = {
  approve: endpoint<typeof moderationRoutes.approve>("POST", "/api/v1/admin/services/{id}/approve"),
  requestChanges: endpoint<typeof moderationRoutes.requestChanges>(
    "POST",
    "/api/v1/admin/services/{id}/request-changes",
  ),
  reject: endpoint<typeof moderationRoutes.reject>("POST", "/api/v1/admin/services/{id}/reject"),
  approveChange: endpoint<typeof moderationRoutes.approveChange>(
    "POST",
    "/api/v1/admin/service-changes/{id}/approve",
  ),
  requestChangeChanges: endpoint<typeof moderationRoutes.requestChangeChanges>(
    "POST",
    "/api/v1/admin/service-changes/{id}/request-changes",
  ),
  rejectChange: endpoint<typeof moderationRoutes.rejectChange>(
    "POST",
    "/api/v1/admin/service-changes/{id}/reject",
  ),
};
