// GET /api/v1/orgs/{id}/reviews: the public reviews of an organization's services, with its replies.
import { orgsRoutes } from "@/lib/api/registry/orgs";
import { apiRoute } from "@/lib/api/route";
import { listPublicOrgReviews } from "@/lib/server/reviews/public-org-reviews";

export const GET = apiRoute(orgsRoutes.reviews, ({ params, query }) =>
  listPublicOrgReviews({ organizationId: params.id, query }),
);
