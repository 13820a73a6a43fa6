// PUT /api/v1/org/reviews/:id/reply: the organization's one public reply to a review.
import { orgReviewsRoutes } from "@/lib/api/registry/org-reviews";
import { apiRoute, reply } from "@/lib/api/route";
import { replyToReview } from "@/lib/server/reviews/reply-to-review";

export const PUT = apiRoute(orgReviewsRoutes.reply, async ({ caller, params, body }) =>
  reply(await replyToReview({ caller: caller.user, reviewId: params.id, reply: body.reply }), {
    message: "Reply posted",
  }),
);
