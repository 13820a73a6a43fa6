// POST /api/v1/admin/service-changes/:id/request-changes: ask for changes to a pending edit of a live service.
import { moderationRoutes } from "@/lib/api/registry/org-services";
import { apiRoute } from "@/lib/api/route";
import { decisionHandler } from "@/lib/api/service-decision-handler";

export const POST = apiRoute(
  moderationRoutes.requestChangeChanges,
  decisionHandler("change", "changes_requested"),
);
