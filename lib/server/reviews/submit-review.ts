// Reviews: only a user who booked the service, one per booking, editable by its author, and only
// while the booking is active or completed. A review is public (it moves the service's rating and
// shows on it) only once its booking is delivered: one written before that is held, private to
// its author, published when the booking completes (publish-review.ts) and dropped if it is
// cancelled (withdraw-review.ts). The service's rating sum and review count change in the same
// transaction, under a lock on the booking, so they always equal the reviews that count.
import "server-only";
import type { ReviewInput } from "@/modules/catalog/shared/validations";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/server/db/client";
import { notifyReviewReceived } from "./review-notifications";

export const NOT_A_BOOKER = "Only people who booked this service can review it.";

/** The rating, optional text and (by default the newest not cancelled) booking it is for. */
export type { ReviewInput };

export interface SubmittedReview {
  id: string;
  bookingId: string;
  rating: number;
  comment: string | null;
  updated: boolean;
  /** True while the booking is not yet delivered: the review counts nowhere until it is. */
  held: boolean;
}

export async function submitReview(
  user: SessionUser,
  serviceId: string,
  input: ReviewInput,
): Promise<SubmittedReview> {
  const booking = await db().booking.findFirst({
    where: {
      serviceId,
      userId: user.id,
      status: { not: "cancelled" },
      ...(input.bookingId ? { id: input.bookingId } : {}),
    },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  if (!booking) throw AppError.forbidden(NOT_A_BOOKER);
  const comment = input.comment?.trim() || null;

  return db().$transaction(async (tx) => {
    // The booking may have been cancelled or completed since it was found. Under the lock a
    // cancellation or completion (which take the same lock) is either done, and seen here, or
    // waits and then drops or publishes this review itself.
    const [locked] = await tx.$queryRaw<{ status: string }[]>`
      SELECT "status"::text AS "status" FROM "Booking" WHERE "id" = ${booking.id} FOR NO KEY UPDATE`;
    if (!locked || locked.status === "cancelled") throw AppError.forbidden(NOT_A_BOOKER);
    const delivered = locked.status === "completed";
    const existing = await tx.review.findUnique({ where: { bookingId: booking.id } });
    const review = existing
      ? await tx.review.update({
          where: { id: existing.id },
          data: { rating: input.rating, comment },
        })
      : await tx.review.create({
          data: {
            serviceId,
            userId: user.id,
            bookingId: booking.id,
            rating: input.rating,
            comment,
          },
        });
    if (delivered) {
      await tx.service.update({
        where: { id: serviceId },
        data: {
          ratingSum: { increment: input.rating - (existing?.rating ?? 0) },
          ...(existing ? {} : { reviewCount: { increment: 1 } }),
        },
      });
      // Public from now on: new to the organization (an edit of a public review is not).
      if (!existing) await notifyReviewReceived(tx, review.id);
    }
    return {
      id: review.id,
      bookingId: booking.id,
      rating: review.rating,
      comment: review.comment,
      updated: Boolean(existing),
      held: !delivered,
    };
  });
}
