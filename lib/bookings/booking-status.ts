// A booking's status as every reading shows it. The row's status changes only when a write
// settles the booking (a delivery, an acceptance, a cancellation, a dispute's end, or the sweep:
// reads never move money). Between the moment time decides a booking and the sweep, the row is
// shown as the sweep will leave it: an undelivered booking past its due date as cancelled
// (refunded, not delivered) at its due date; a delivery past its acceptance window as completed
// at the window's end.
import type { BookingCompletion, BookingRefundReason, BookingStatus } from "./booking-types";

export interface StoredBookingStatus {
  status: BookingStatus;
  dueAt: Date;
  acceptBy: Date | null;
  completedAt: Date | null;
  completion: BookingCompletion | null;
  cancelledAt: Date | null;
  refundReason: BookingRefundReason | null;
}

export interface ShownStatus {
  status: BookingStatus;
  completedAt: Date | null;
  completion: BookingCompletion | null;
  cancelledAt: Date | null;
  refundReason: BookingRefundReason | null;
}

/**
 * True when time has decided the booking (undelivered past its due date, delivered past its
 * acceptance window) but no write has settled it yet: the sweep's test as much as the readings'.
 */
export function isDueUnsettled(
  booking: Pick<StoredBookingStatus, "status" | "dueAt" | "acceptBy">,
  now: number,
): boolean {
  if (booking.status === "active") return booking.dueAt.getTime() <= now;
  return (
    booking.status === "delivered" && booking.acceptBy !== null && booking.acceptBy.getTime() <= now
  );
}

/** The status, and the settlement's time and kind, to show at `now`. */
export function shownStatus(booking: StoredBookingStatus, now: number): ShownStatus {
  const stored: ShownStatus = {
    status: booking.status,
    completedAt: booking.completedAt,
    completion: booking.completion,
    cancelledAt: booking.cancelledAt,
    refundReason: booking.refundReason,
  };
  if (!isDueUnsettled(booking, now)) return stored;
  return booking.status === "active"
    ? { ...stored, status: "cancelled", cancelledAt: booking.dueAt, refundReason: "not_delivered" }
    : {
        ...stored,
        status: "completed",
        completedAt: booking.acceptBy,
        completion: "acceptance_window",
      };
}
