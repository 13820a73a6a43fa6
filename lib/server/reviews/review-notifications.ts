// A review told to the organization in the product when it becomes public (when it counts: its
// booking completed), in that transaction: written after completion, or published by it.
import "server-only";
import { orgReviewHref, reviewTexts } from "@/lib/notifications/event-texts";
import type { Tx } from "@/lib/server/ledger/types";
import { notify } from "@/lib/server/notifications/notify";

export async function notifyReviewReceived(tx: Tx, reviewId: string): Promise<void> {
  const review = await tx.review.findUniqueOrThrow({
    where: { id: reviewId },
    select: {
      rating: true,
      user: { select: { name: true } },
      service: { select: { title: true, organization: { select: { userId: true } } } },
    },
  });
  await notify(tx, [
    {
      userId: review.service.organization.userId,
      topic: "reviews",
      event: "review_received",
      text: reviewTexts.received({
        serviceTitle: review.service.title,
        rating: review.rating,
        customerName: review.user.name,
      }),
      href: orgReviewHref(reviewId),
    },
  ]);
}
