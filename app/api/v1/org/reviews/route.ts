// GET /api/v1/org/reviews: the public reviews of the organization's services, newest first.
import { orgReviewsRoutes } from "@/lib/api/registry/org-reviews";
import { apiRoute, reply } from "@/lib/api/route";
import { listOrgReviews } from "@/lib/server/reviews/org-reviews";

export const GET = apiRoute(orgReviewsRoutes.list, async ({ caller, query }) =>
  reply(await listOrgReviews({ caller: caller.user, query })),
);
