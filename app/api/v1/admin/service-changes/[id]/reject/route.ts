// POST /api/v1/admin/service-changes/:id/reject: reject a pending edit of a live service.
import { adminServiceChangesRoutes } from "@/lib/api/registry/admin-service-changes";
import { apiRoute } from "@/lib/api/route";
import { decisionHandler } from "@/lib/api/service-decision-handler";

export const POST = apiRoute(
  adminServiceChangesRoutes.reject,
  decisionHandler("change", "rejected"),
);
