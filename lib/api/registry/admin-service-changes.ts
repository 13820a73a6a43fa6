// /api/v1/admin/service-changes: decisions on edits of live services.
import { changeRequestSchema, rejectionSchema } from "@/modules/services/shared/validations";
import { decided } from "./admin-services";
import { defineRoute } from "./define";

export const adminServiceChangesRoutes = {
  approve: defineRoute(
    decided("/api/v1/admin/service-changes/{id}/approve", "Approve an edit of a live service"),
  ),
  requestChanges: defineRoute(
    decided(
      "/api/v1/admin/service-changes/{id}/request-changes",
      "Ask for changes to an edit of a live service",
      { body: changeRequestSchema },
    ),
  ),
  reject: defineRoute(
    decided("/api/v1/admin/service-changes/{id}/reject", "Reject an edit of a live service", {
      body: rejectionSchema,
    }),
  ),
};
