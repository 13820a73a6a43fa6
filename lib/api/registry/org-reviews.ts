// /api/v1/org/reviews: the public reviews of an organization's services, and its one reply to each.
import { idParams, cursorPageQuery } from "@/lib/validations/common";
import { orgReviewPageSchema, orgReviewSchema } from "@/lib/schemas/org-reviews";
import { reviewReplyBody } from "@/lib/validations/org-reviews";
import { defineRoute } from "./define";

export const orgReviewsRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/org/reviews",
    tag: "Organizations",
    summary: "The public reviews of your organization's services, newest first, with your replies",
    permission: "reviews.reply",
    query: cursorPageQuery,
    response: orgReviewPageSchema,
  }),
  reply: defineRoute({
    method: "PUT",
    path: "/api/v1/org/reviews/{id}/reply",
    tag: "Organizations",
    summary: "Post your one public reply to a review of your services",
    description:
      "Shown under the review in the catalogue. One reply per review, not edited afterwards: a second answers 409. A review not yet public (its booking not completed) or withdrawn answers 404.",
    permission: "reviews.reply",
    params: idParams,
    body: reviewReplyBody.meta({
      examples: [{ reply: "Thank you! We are glad the logo works for you." }],
    }),
    response: orgReviewSchema,
    errors: ["not_found", "conflict"],
  }),
};
