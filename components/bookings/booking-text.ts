// The words of the bookings' rows, the user's (/bookings) and the organization's (its dashboard):
// who cancelled, dates, money effects. Pure, so the screens and their unit tests read the same
// texts; the empty and failed lists' words and the escrow summary are booking-list-text.ts's.
import type { BookingAudience } from "@/lib/bookings/booking-filters";
import type { BookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { formatDate, formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { orgDisputeLine } from "./dispute-text";

const CANCELLED_BY: Record<BookingAudience, Partial<Record<string, string>>> = {
  user: { user: "by you", org: "by the organization", admin: "by an admin" },
  org: { org: "by you", user: "by the customer" },
};

/** Who cancelled, as the reader says it: "by you", "by the organization"...; empty if unknown. */
export function cancelledByText(cancelledBy: string | null, audience: BookingAudience): string {
  const words = CANCELLED_BY[audience];
  return cancelledBy !== null && Object.hasOwn(words, cancelledBy)
    ? (words[cancelledBy] ?? "")
    : "";
}

/** The user's cancel dialog: "You'll get 120 coins back in your wallet." */
export function refundPromise(amount: number): string {
  return `You'll get ${formatCoins(amount)} back in your wallet.`;
}

/** The organization's row: where a booking stands in time, beyond when it was booked. */
export function settlementLine(booking: BookingView, style: DateStyle): string | null {
  const at = (iso: string) => formatDateTime(iso, style);
  switch (booking.status) {
    case "active":
      return `Deliver by ${at(booking.dueAt)}: undelivered, the coins go back to the customer`;
    case "delivered":
      return booking.delivery
        ? `Delivered ${at(booking.delivery.deliveredAt)} · the customer has until ${at(booking.delivery.acceptBy)} to accept`
        : "Delivered";
    case "disputed":
      return booking.dispute ? orgDisputeLine(booking, booking.dispute, style) : "In dispute";
    case "completed":
      return booking.completedAt ? completedForOrg(booking, at(booking.completedAt)) : null;
    case "cancelled":
      return booking.cancelledAt ? cancelledForOrg(booking, at, at(booking.cancelledAt)) : null;
  }
}

function completedForOrg(booking: BookingView, on: string): string {
  if (booking.completion === "accepted") return `Completed on ${on}: the customer accepted`;
  if (booking.completion === "acceptance_window") {
    return `Completed on ${on}: the customer's time to accept ended`;
  }
  if (booking.completion === "dispute") return `Completed on ${on} after a dispute`;
  return `Completed on ${on}`;
}

function cancelledForOrg(booking: BookingView, at: (iso: string) => string, on: string): string {
  if (booking.refundReason === "not_delivered") {
    return `Not delivered by ${at(booking.dueAt)}: the coins went back to the customer`;
  }
  if (booking.refundReason === "cancel_request")
    return `Cancelled on ${on} at the customer's request`;
  if (booking.refundReason === "dispute")
    return `Refunded to the customer after a dispute on ${on}`;
  const by = cancelledByText(booking.cancelledBy, "org");
  return `Cancelled${by ? ` ${by}` : ""} on ${on}`;
}

/** The customer's request to cancel, as its organization reads it; null without one. */
export function orgCancelRequestLine(booking: BookingView, style: DateStyle): string | null {
  const request = booking.cancelRequest;
  if (!request) return null;
  if (request.declinedAt) {
    return `You declined the customer's request to cancel on ${formatDateTime(request.declinedAt, style)}.`;
  }
  return `${booking.customerName} asked to cancel on ${formatDateTime(request.requestedAt, style)}.`;
}

export function bookedLine(booking: BookingView, style: DateStyle): string {
  return `Booked ${formatDate(booking.createdAt, style)}`;
}

/** What cancelling does with the money, said before the organization confirms. */
export function cancelEffect(booking: BookingView): string {
  return `${formatCoins(booking.totalAmount)} go back to ${booking.customerName}'s wallet.`;
}
