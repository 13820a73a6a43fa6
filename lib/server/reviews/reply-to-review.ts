// An organization's one public reply to a review of its services, shown under the review wherever
// it is shown. Only a review that is public may be answered: a held one (its booking not yet
// completed) or a withdrawn one is, to the organization, not there (404), as it is to everyone
// else. One reply, never edited: a second answers 409. The row lock makes two replies at once
// queue, so exactly one wins.
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors/app-error";
import type { OrgReview } from "@/lib/schemas/org-reviews";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { organizationIdOf } from "@/modules/services/server/manage-services";
import { ORG_REVIEW_SELECT, publicReviewOf, toOrgReview } from "./org-reviews";

const REVIEW_NOT_FOUND = "Review not found.";
export const ALREADY_REPLIED = "You have already replied to this review.";

export async function replyToReview(params: {
  caller: SessionUser;
  reviewId: string;
  reply: string;
}): Promise<OrgReview> {
  const { caller, reviewId, reply } = params;
  const organizationId = organizationIdOf(caller);
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Review" WHERE "id" = ${reviewId} FOR NO KEY UPDATE`;
    const review = await tx.review.findFirst({
      where: { id: reviewId, ...publicReviewOf(organizationId) },
      select: { id: true, reply: true },
    });
    if (!review) throw AppError.notFound(REVIEW_NOT_FOUND);
    if (review.reply !== null) throw AppError.conflict(ALREADY_REPLIED);
    const row = await tx.review.update({
      where: { id: review.id },
      data: { reply, repliedAt: new Date() },
      select: ORG_REVIEW_SELECT,
    });
    await recordAudit(tx, {
      actorId: caller.id,
      action: "review.replied",
      entityType: "review",
      entityId: review.id,
      data: { organizationId, reply },
    });
    return toOrgReview(row);
  });
}
