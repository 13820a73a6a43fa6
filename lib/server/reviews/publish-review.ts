// A review written before its booking was delivered is held: it counts nowhere. When the booking
// completes (by its organization or by its expiry) the held review becomes public: its rating
// joins the service's aggregates. The caller runs this in the completion's own transaction,
// holding the booking's row lock (as submitReview does), so a review and a completion of one
// booking never interleave and the rating is added exactly once.
import "server-only";
import type { Tx } from "@/lib/server/ledger/types";
import { notifyReviewReceived } from "./review-notifications";

export async function publishBookingReview(tx: Tx, bookingId: string): Promise<void> {
  const review = await tx.review.findUnique({
    where: { bookingId },
    select: { id: true, serviceId: true, rating: true, withdrawnAt: true },
  });
  if (!review || review.withdrawnAt) return;
  await tx.service.update({
    where: { id: review.serviceId },
    data: { ratingSum: { increment: review.rating }, reviewCount: { increment: 1 } },
  });
  await notifyReviewReceived(tx, review.id);
}
