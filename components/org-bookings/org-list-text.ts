// The organization's bookings list in words: its empty lists, and the escrow its active bookings
// hold.
import type { EmptyList } from "@/components/bookings/booking-list-text";
import type { OrgBookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";

/** The organization's empty lists (its dashboard). */
export const ORG_EMPTY_LIST: EmptyList = {
  texts: {
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
  showAll: "Show all bookings",
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
