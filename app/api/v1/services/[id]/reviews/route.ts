// POST /api/v1/services/:id/reviews: rate a booked service (1-5 stars, optional text);
// the same booking again edits its review. A review counts while its booking is active or
// completed; cancelling the booking withdraws it (lib/server/reviews/withdraw-review.ts).
import { catalogRoutes } from "@/lib/api/registry/services";
import { apiRoute, reply } from "@/lib/api/route";
import { submitReview } from "@/lib/server/reviews/submit-review";

export const POST = apiRoute(catalogRoutes.review, async ({ caller, params, body }) => {
  const review = await submitReview(caller.user, params.id, body);
  return reply(review, { status: review.updated ? 200 : 201, message: "Thank You!" });
});
