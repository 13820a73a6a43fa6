// POST /api/v1/admin/services/:id/request-changes: ask for changes to a pending service.
import { moderationRoutes } from "@/lib/api/registry/admin-services";
import { apiRoute } from "@/lib/api/route";
import { decisionHandler } from "@/lib/api/service-decision-handler";

export const POST = apiRoute(
  moderationRoutes.requestChanges,
  decisionHandler("service", "changes_requested"),
);
