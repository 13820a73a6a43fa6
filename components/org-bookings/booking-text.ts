// The words of the organization's bookings list: filters, dates, money effects, empty states and
// the summary. Pure, so the screen and its unit tests read the same texts.
import type { BookingStatus, BookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { formatDate, formatDateTime, type DateStyle } from "@/lib/format/date-time";

/** "active" comes first: those are the bookings that wait for the organization. */
export const BOOKING_FILTERS = ["active", "completed", "cancelled", "all"] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

export const FILTER_LABELS: Record<BookingFilter, string> = {
  active: "Active",
  completed: "Completed",
  cancelled: "Cancelled",
  all: "All",
};

export const STATUS_LABELS: Record<BookingStatus, string> = {
  active: "Active",
  completed: "Completed",
  cancelled: "Cancelled",
};

export function isBookingFilter(value: string): value is BookingFilter {
  return (BOOKING_FILTERS as readonly string[]).includes(value);
}

/** Where a booking stands in time, beyond when it was booked. */
export function settlementLine(booking: BookingView, style: DateStyle): string | null {
  if (booking.status === "completed" && booking.completedAt) {
    return `Completed on ${formatDateTime(booking.completedAt, style)}`;
  }
  if (booking.status === "cancelled" && booking.cancelledAt) {
    const by =
      booking.cancelledBy === "org"
        ? " by you"
        : booking.cancelledBy === "user"
          ? " by the customer"
          : "";
    return `Cancelled${by} on ${formatDateTime(booking.cancelledAt, style)}`;
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

/** What marking delivered does with the money, said before the organization confirms. */
export function completeEffect(booking: BookingView): string {
  return `${formatCoins(booking.totalAmount)} move from escrow to your earnings.`;
}

/** What cancelling does with the money, said before the organization confirms. */
export function cancelEffect(booking: BookingView): string {
  return `${formatCoins(booking.totalAmount)} go back to ${booking.customerName}'s wallet.`;
}

export interface EmptyText {
  title: string;
  description: string;
}

export const EMPTY_TEXTS: Record<BookingFilter, EmptyText> = {
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
};

/**
 * The figures of the active bookings on screen. Totals only when every active booking is loaded
 * (no further page): a sum over one page of many would understate what is held in escrow.
 */
export function activeSummary(items: BookingView[], complete: boolean): string | null {
  const active = items.filter((booking) => booking.status === "active");
  if (!complete) {
    return `Showing the newest ${active.length} active bookings. Load more to see the rest.`;
  }
  if (active.length === 0) return null;
  const held = active.reduce((sum, booking) => sum + booking.totalAmount, 0);
  const count = `${active.length} active ${active.length === 1 ? "booking" : "bookings"}`;
  return `${count} · ${formatCoins(held)} held in escrow until delivered`;
}
