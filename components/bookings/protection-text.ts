// How buyer protection reads on each of the customer's bookings (/bookings, the dashboard): the
// due date that refunds an undelivered booking, the acceptance window of a delivery, and how a
// booking ended. Pure, so the screens and their unit tests read the same words; every date is the
// booking's own, in the viewer's zone.
import type { BookingView, DeliveryView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { cancelledByText } from "./booking-text";
import { customerDisputeLine } from "./dispute-text";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An active booking: when it is due, and what happens if it is not delivered by then. */
export function dueLine(booking: Pick<BookingView, "dueAt">, style: DateStyle): string {
  return `Due by ${formatDateTime(booking.dueAt, style)}: if it is not delivered by then, every coin comes back to you`;
}

/** A delivery waiting for the customer: the coins wait in escrow until they accept, or the window ends. */
export function escrowUntilLine(delivery: DeliveryView, style: DateStyle): string {
  return `Your coins stay in escrow until you accept the delivery, or until ${formatDateTime(delivery.acceptBy, style)}, when it completes by itself.`;
}

/** The confirmation of Accept: the coins that go, and to whom. */
export function acceptEffect(booking: Pick<BookingView, "totalAmount" | "organization">): string {
  return `${formatCoins(booking.totalAmount)} go from escrow to ${booking.organization}.`;
}

/** The toast after Accept. */
export function acceptedDone(booking: Pick<BookingView, "totalAmount" | "organization">): string {
  return `${formatCoins(booking.totalAmount)} went to ${booking.organization}`;
}

/** Whole days from a delivery to the end of its acceptance window (the platform's setting then). */
export function acceptanceDays(delivery: DeliveryView): number {
  const span = new Date(delivery.acceptBy).getTime() - new Date(delivery.deliveredAt).getTime();
  return Math.max(0, Math.round(span / DAY_MS));
}

function days(count: number): string {
  return `${count} ${count === 1 ? "day" : "days"}`;
}

/** How a completed booking came to pay its organization, as its customer reads it. */
export function completedLine(booking: BookingView, style: DateStyle): string | null {
  if (booking.status !== "completed") return null;
  const on = booking.completedAt ? ` on ${formatDateTime(booking.completedAt, style)}` : "";
  switch (booking.completion) {
    case "accepted":
      return `Completed: you accepted the delivery${on}. ${acceptedDone(booking)}.`;
    case "acceptance_window":
      return booking.delivery
        ? `Completed automatically ${days(acceptanceDays(booking.delivery))} after delivery${on}.`
        : `Completed automatically${on}.`;
    case "dispute":
      return booking.refundedCoins > 0
        ? `Completed after a dispute: ${formatCoins(booking.refundedCoins)} came back to you.`
        : `Completed after a dispute: the coins went to ${booking.organization}.`;
    default:
      return `Completed${on}.`;
  }
}

/** Why a cancelled booking's coins came back, as its customer reads it. */
export function cancelledLine(booking: BookingView, style: DateStyle): string | null {
  if (booking.status !== "cancelled") return null;
  const on = booking.cancelledAt ? ` on ${formatDateTime(booking.cancelledAt, style)}` : "";
  switch (booking.refundReason) {
    case "not_delivered":
      return `Not delivered by ${formatDateTime(booking.dueAt, style)}: every coin came back to you.`;
    case "cancel_request":
      return `Cancelled at your request${on}: every coin came back to you.`;
    case "dispute":
      return `Refunded after a dispute${on}: every coin came back to you.`;
    default: {
      const by = cancelledByText(booking.cancelledBy, "user");
      return `Cancelled${by ? ` ${by}` : ""}${on}: every coin came back to you.`;
    }
  }
}

/** The customer's request to cancel after the free 24 hours, and where it stands. */
export function cancelRequestLine(booking: BookingView, style: DateStyle): string | null {
  const request = booking.cancelRequest;
  if (!request) return null;
  if (request.declinedAt) {
    return `${booking.organization} declined your request to cancel on ${formatDateTime(request.declinedAt, style)}.`;
  }
  return `You asked to cancel on ${formatDateTime(request.requestedAt, style)}. Waiting for ${booking.organization} to answer; if it does not deliver by the due date, every coin comes back to you.`;
}

/** The one line that says where a booking stands for its customer, with its date. */
export function bookingHeadline(booking: BookingView, style: DateStyle): string | null {
  switch (booking.status) {
    case "active":
      return dueLine(booking, style);
    case "delivered":
      return booking.delivery ? escrowUntilLine(booking.delivery, style) : null;
    case "disputed":
      return booking.dispute
        ? customerDisputeLine(booking, booking.dispute, style)
        : "In dispute: your coins stay in escrow until it is settled.";
    case "completed":
      return completedLine(booking, style);
    case "cancelled":
      return cancelledLine(booking, style);
  }
}
