// POST /api/v1/admin/service-changes/:id/reject: reject a pending edit of a live service.
import { moderationRoutes } from "@/lib/api/registry/org-services";
import { apiRoute } from "@/lib/api/route";
import { decisionHandler } from "@/lib/api/service-decision-handler";

export const POST = apiRoute(moderationRoutes.rejectChange, decisionHandler("change", "rejected"));
