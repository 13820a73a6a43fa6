// A review counts only while its booking is active or completed. When the booking is cancelled
// (by its user, its organization, or the organization's suspension) its review is withdrawn: the
// row stays as history, marked, and its rating leaves the service's aggregates. The caller runs
// this in the cancellation's own transaction, holding the booking's row lock (as submitReview
// does), so a review and a cancellation of one booking never interleave.
import "server-only";
import type { Tx } from "@/lib/server/ledger/types";

export async function withdrawBookingReview(tx: Tx, bookingId: string, at: Date): Promise<void> {
  const withdrawn = await tx.$queryRaw<{ serviceId: string; rating: number }[]>`
    UPDATE "Review" SET "withdrawnAt" = ${at}, "updatedAt" = ${at}
    WHERE "bookingId" = ${bookingId} AND "withdrawnAt" IS NULL
    RETURNING "serviceId", "rating"`;
  const [review] = withdrawn;
  if (!review) return;
  await tx.service.update({
    where: { id: review.serviceId },
    data: { ratingSum: { decrement: review.rating }, reviewCount: { decrement: 1 } },
  });
}
