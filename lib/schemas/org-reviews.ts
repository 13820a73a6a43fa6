// What an organization reads of the public reviews of its services, with its one reply.
import { z } from "zod";
import { isoDateTime, pageOf } from "./common";

export const orgReviewSchema = z
  .object({
    id: z.string(),
    serviceId: z.string(),
    serviceTitle: z.string(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    authorName: z.string(),
    createdAt: isoDateTime,
    reply: z.string().nullable(),
    repliedAt: isoDateTime.nullable(),
  })
  .meta({ id: "OrgReview" });
export type OrgReview = z.output<typeof orgReviewSchema>;

export const orgReviewPageSchema = pageOf(orgReviewSchema).meta({ id: "OrgReviewPage" });
