// POST /api/v1/admin/service-changes/:id/request-changes: ask for changes to a pending edit of a live service.
import { adminServiceChangesRoutes } from "@/lib/api/registry/admin-service-changes";
import { apiRoute } from "@/lib/api/route";
import { decisionHandler } from "@/lib/api/service-decision-handler";

export const POST = apiRoute(
  adminServiceChangesRoutes.requestChanges,
  decisionHandler("change", "changes_requested"),
);
