// A booking's status as every reading shows it. The row's status changes only when a write
// settles the booking (a cancellation, a completion, or the expiry sweep: reads never move
// money). Between the moment its expiry passes and the sweep, a row still marked active is shown
// as the sweep will leave it: completed, delivered at its expiry.
import type { BookingStatus } from "./booking-types";

export interface StoredBookingStatus {
  status: BookingStatus;
  expiresAt: Date | null;
  completedAt: Date | null;
}

/** True when the row is active but its expiry has passed: due to the sweep. */
export function isExpiredUnsettled(booking: StoredBookingStatus, now: number): boolean {
  return (
    booking.status === "active" && booking.expiresAt !== null && booking.expiresAt.getTime() <= now
  );
}

/** The status and completion time to show at `now`. */
export function shownStatus(
  booking: StoredBookingStatus,
  now: number,
): { status: BookingStatus; completedAt: Date | null } {
  return isExpiredUnsettled(booking, now)
    ? { status: "completed", completedAt: booking.expiresAt }
    : { status: booking.status, completedAt: booking.completedAt };
}
