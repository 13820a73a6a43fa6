// When a booking may be disputed and the words of every refusal, pure so they are tested alone.
// A customer disputes a delivery within its acceptance window, or, before any delivery, a booking
// whose request to cancel the organization declined, while its due date is ahead (past it the
// booking is refunded in full by itself). Anything settled or already disputed cannot be.
import "server-only";
import type { BookingStatus } from "@/lib/bookings/booking-types";

export const ALREADY_DISPUTED = "This booking is already disputed.";
export const SETTLED = "This booking is already settled: it cannot be disputed.";
export const WINDOW_ENDED =
  "The time to report a problem with this delivery has ended: the booking completed.";
export const ASK_TO_CANCEL_FIRST =
  "Before a delivery, ask the organization to cancel first: if it declines, you can open a dispute.";
export const PAST_DUE =
  "This booking's due date has passed without a delivery: every coin goes back to you by itself.";
export const NO_DISPUTE = "This booking has no dispute.";
export const DISPUTE_NOT_FOUND = "Dispute not found.";
export const DISPUTE_RESOLVED = "This dispute is already resolved.";
export const NOT_IN_DISPUTE = "This booking is no longer in dispute.";
export const NOT_YOUR_TURN = "This dispute is not waiting for the organization's answer.";
export const ANSWER_LATE = "The time to answer this dispute has passed: an admin decides it now.";
export const NO_OFFER = "There is no offer on this dispute to accept.";
export const NO_OFFER_TO_DECLINE = "There is no offer waiting for your answer.";

export const offerTooHigh = (price: number) =>
  `offerCoins can be at most the booking's price, ${price} coins (a full refund).`;
export const splitOutOfRange = (price: number) =>
  `refundCoins of a split must be 1 to ${price - 1} coins: to give back all ${price}, decide refund.`;

export interface DisputableBooking {
  status: BookingStatus;
  dueAt: Date;
  acceptBy: Date | null;
  cancelDeclinedAt: Date | null;
}

/** Why the booking cannot be disputed at `now`, or null when it can. */
export function openRefusal(booking: DisputableBooking, now: Date): string | null {
  switch (booking.status) {
    case "disputed":
      return ALREADY_DISPUTED;
    case "completed":
    case "cancelled":
      return SETTLED;
    case "delivered":
      return booking.acceptBy !== null && booking.acceptBy > now ? null : WINDOW_ENDED;
    case "active":
      if (booking.dueAt <= now) return PAST_DUE;
      return booking.cancelDeclinedAt ? null : ASK_TO_CANCEL_FIRST;
  }
}
