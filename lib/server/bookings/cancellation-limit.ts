// Booking and cancelling over and over costs nothing (every coin comes back) but sends the
// organization a notice each time: after CANCELLATIONS_PER_DAY of their own cancellations of one
// service in 24 hours, a user waits until the first of them is 24 hours old to book it again.
// Cancellations by the organization or an admin are not the user's doing and do not count.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import {
  CANCELLATION_LIMIT_WINDOW_MS,
  CANCELLATIONS_PER_DAY,
  tooManyCancellationsMessage,
} from "@/lib/bookings/messages";
import type { Tx } from "@/lib/server/ledger/types";

export interface RecentCancellations {
  /** The user's own cancellations of the service within CANCELLATION_LIMIT_WINDOW_MS. */
  recentCancellations: number;
  /** The earliest of them: the limit lifts 24 hours after it. */
  firstCancelledAt: Date | null;
}

/** Refuses (429, with the wait) when the user has reached the limit on this service. */
export function refuseRepeatedCycles(read: RecentCancellations, now: Date): void {
  if (read.recentCancellations < CANCELLATIONS_PER_DAY || !read.firstCancelledAt) return;
  const liftsAt = read.firstCancelledAt.getTime() + CANCELLATION_LIMIT_WINDOW_MS;
  const retryAfterSeconds = Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000));
  throw new AppError("rate_limited", tooManyCancellationsMessage(retryAfterSeconds), {
    details: { retryAfterSeconds },
  });
}

/**
 * The limit, checked again inside the booking's transaction. The count read before it can be
 * stale: on another server the user's open booking of this service may be cancelled in between,
 * freeing the slot for this one, which would then make one cancellation too many. A cancellation
 * refunds into the user's wallet, so it holds the wallet's row lock until it commits; taking that
 * lock here first means every cancellation is either committed, and counted by the statement
 * after it, or waits for this booking (and then cannot be of this service: this booking's slot
 * would still be taken). No wallet yet: the user never booked, so has nothing to count.
 */
export async function refuseRepeatedCyclesLocked(
  tx: Tx,
  booking: { userId: string; serviceId: string; now: Date },
): Promise<void> {
  const { userId, serviceId, now } = booking;
  await tx.$queryRaw`
    SELECT 1 FROM "LedgerAccount" WHERE "kind" = 'user_wallet' AND "userId" = ${userId}
    FOR NO KEY UPDATE`;
  const since = new Date(now.getTime() - CANCELLATION_LIMIT_WINDOW_MS);
  const [read] = await tx.$queryRaw<RecentCancellations[]>`
    SELECT count(*)::int AS "recentCancellations", min("cancelledAt") AS "firstCancelledAt"
    FROM "Booking"
    WHERE "userId" = ${userId} AND "serviceId" = ${serviceId} AND "status" = 'cancelled'
      AND "cancelledBy" = 'user' AND "cancelledAt" > ${since}`;
  if (read) refuseRepeatedCycles(read, now);
}
