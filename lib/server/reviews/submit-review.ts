// Reviews: only a user who booked the service, one per booking, editable by its author. The
// service's rating sum and review count change in the same transaction, under a lock on the
// booking, so they always equal the reviews.
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/server/db/client";

export const NOT_A_BOOKER = "Only people who booked this service can review it.";

export interface ReviewInput {
  rating: number;
  comment?: string;
  /** Which booking the review is for; by default the newest of this service not cancelled. */
  bookingId?: string;
}

export interface SubmittedReview {
  id: string;
  bookingId: string;
  rating: number;
  comment: string | null;
  updated: boolean;
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
    await tx.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${booking.id} FOR NO KEY UPDATE`;
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
    await tx.service.update({
      where: { id: serviceId },
      data: {
        ratingSum: { increment: input.rating - (existing?.rating ?? 0) },
        ...(existing ? {} : { reviewCount: { increment: 1 } }),
      },
    });
    return {
      id: review.id,
      bookingId: booking.id,
      rating: review.rating,
      comment: review.comment,
      updated: Boolean(existing),
    };
  });
}
