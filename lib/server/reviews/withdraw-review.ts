// When a booking is cancelled (by its user, its organization, or the organization's suspension)
// its review is withdrawn: the row stays as history, marked, and is shown nowhere. Only an active
// booking can be cancelled, and an active booking's review is held (not yet counted: see
// submit-review.ts), so no rating leaves the service's aggregates: a review written before
// delivery and then cancelled never moved them. The caller runs this in the cancellation's own
// transaction, holding the booking's row lock (as submitReview does), so a review and a
// cancellation of one booking never interleave.
import "server-only";
import type { Tx } from "@/lib/server/ledger/types";

export async function withdrawBookingReview(tx: Tx, bookingId: string, at: Date): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Review" SET "withdrawnAt" = ${at}, "updatedAt" = ${at}
    WHERE "bookingId" = ${bookingId} AND "withdrawnAt" IS NULL`;
}
