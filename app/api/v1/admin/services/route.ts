// GET /api/v1/admin/services?status=: the review queue (pending by default).
import { moderationRoutes } from "@/lib/api/registry/org-services";
import { apiRoute } from "@/lib/api/route";
import { listServicesForReview } from "@/lib/server/org-services/moderate-services";

export const GET = apiRoute(moderationRoutes.queue, ({ query }) => listServicesForReview(query));
