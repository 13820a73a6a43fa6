// The words of the bookings lists, the user's (/bookings) and the organization's (its dashboard):
// who cancelled, dates, money effects, empty and failed lists, the escrow summary. Pure, so the
// screens and their unit tests read the same texts.
import type { BookingAudience, BookingFilter } from "@/lib/bookings/booking-filters";
import type { BookingView, OrgBookingView } from "@/lib/bookings/booking-types";
import { formatPercent } from "@/lib/economics/rates";
import { formatCoins } from "@/lib/format/coins";
import { formatDate, formatDateTime, type DateStyle } from "@/lib/format/date-time";

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
  if (booking.status === "completed" && booking.completedAt) {
    return `Completed on ${formatDateTime(booking.completedAt, style)}`;
  }
  if (booking.status === "cancelled" && booking.cancelledAt) {
    const by = cancelledByText(booking.cancelledBy, "org");
    return `Cancelled${by ? ` ${by}` : ""} on ${formatDateTime(booking.cancelledAt, style)}`;
  }
  if (booking.status === "active") {
    return booking.expiresAt
      ? `Completes automatically on ${formatDateTime(booking.expiresAt, style)}`
      : "Waiting for you to mark it delivered";
  }
  return null;
}

export function bookedLine(booking: BookingView, style: DateStyle): string {
  return `Booked ${formatDate(booking.createdAt, style)}`;
}

/**
 * What marking delivered does with the money, said before the organization confirms: the net to
 * its earnings, and the commission fixed when booked to the platform.
 */
export function completeEffect(booking: OrgBookingView): string {
  const net = `${formatCoins(booking.netCoins)} move from escrow to your earnings`;
  if (booking.commissionCoins === 0) return `${net}.`;
  return `${net}; the platform keeps ${formatCoins(booking.commissionCoins)} (${formatPercent(booking.commissionBps)}% commission).`;
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
    completed: {
      title: "No completed bookings",
      description: "Bookings move here once the organization has delivered them.",
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
        "When customers book your services, the bookings wait here until you mark them delivered or cancel them.",
    },
    completed: {
      title: "No completed bookings",
      description:
        "Bookings you mark delivered, and those that complete when their time runs out, appear here.",
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
  return `${count} · ${formatCoins(held)} held in escrow until delivered (you receive ${formatCoins(net)})`;
}
