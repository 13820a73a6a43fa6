// The words of the bookings lists, the user's (/bookings) and the organization's (its dashboard):
// who cancelled, dates, money effects, empty and failed lists, the escrow summary. Pure, so the
// screens and their unit tests read the same texts.
import type { BookingAudience, BookingFilter } from "@/lib/bookings/booking-filters";
import type { BookingView, OrgBookingView } from "@/lib/bookings/booking-types";
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

/** The user's success toast: "120 coins returned to your wallet". */
export function refundDone(amount: number): string {
  return `${formatCoins(amount)} returned to your wallet`;
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

export interface EmptyText {
  title: string;
  description: string;
}

/** A filter without bookings, for each reader. */
export const EMPTY_TEXTS: Record<BookingAudience, Record<BookingFilter, EmptyText>> = {
  user: {
    all: {
      title: "No bookings yet",
      description: "Services you book with your coins will show up here.",
    },
    active: {
      title: "No active bookings",
      description: "Bookings stay here until they are delivered or cancelled.",
    },
    delivered: {
      title: "No deliveries to check",
      description:
        "Delivered bookings wait here for you to accept them or report a problem; your coins stay in escrow meanwhile.",
    },
    disputed: {
      title: "No bookings in dispute",
      description: "Bookings you report a problem with stay here until the dispute is settled.",
    },
    completed: {
      title: "No completed bookings",
      description: "Bookings move here once you accept the delivery, or its time to accept ends.",
    },
    cancelled: {
      title: "No cancelled bookings",
      description: "Bookings you or an organization cancel show up here, with the coins refunded.",
    },
  },
  org: {
    all: {
      title: "No bookings yet",
      description: "When customers book your services, their bookings appear here.",
    },
    active: {
      title: "No active bookings",
      description:
        "When customers book your services, the bookings wait here until you deliver them or cancel them.",
    },
    delivered: {
      title: "No deliveries waiting",
      description:
        "Bookings you deliver wait here until the customer accepts them or their time to accept ends.",
    },
    disputed: {
      title: "No bookings in dispute",
      description: "When a customer reports a problem with a delivery, the booking appears here.",
    },
    completed: {
      title: "No completed bookings",
      description:
        "Bookings the customer accepted, and those whose time to accept ended, appear here.",
    },
    cancelled: {
      title: "No cancelled bookings",
      description: "Bookings that you or your customers cancel appear here.",
    },
  },
};

/** The empty list's way back from a filter to every booking. */
export const SHOW_ALL_LABELS: Record<BookingAudience, string> = {
  user: "Show All Bookings",
  org: "Show all bookings",
};

/** A list that could not be read. */
export const LOAD_ERROR_TITLES: Record<BookingAudience, string> = {
  user: "Couldn't load your bookings",
  org: "Couldn't load bookings",
};

/**
 * The figures of the active bookings on screen. Totals only when every active booking is loaded
 * (no further page): a sum over one page of many would understate what is held in escrow.
 */
export function activeSummary(items: OrgBookingView[], complete: boolean): string | null {
  const active = items.filter((booking) => booking.status === "active");
  if (!complete) {
    return `Showing the newest ${active.length} active bookings. Load more to see the rest.`;
  }
  if (active.length === 0) return null;
  const held = active.reduce((sum, booking) => sum + booking.totalAmount, 0);
  const net = active.reduce((sum, booking) => sum + booking.netCoins, 0);
  const count = `${active.length} active ${active.length === 1 ? "booking" : "bookings"}`;
  return `${count} · ${formatCoins(held)} held in escrow until they complete (you receive ${formatCoins(net)})`;
}
