// Where a side opens a booking's thread: its bookings page with the thread's dialog open. The
// notifications and mails about messages link there, and the pages open the dialog from it.
import type { BookingSide } from "@/lib/schemas/booking-messages";

/** The query parameter naming the booking whose thread the page opens. */
export const THREAD_PARAM = "thread";

const BOOKINGS_PAGE: Record<BookingSide, string> = {
  customer: "/bookings",
  organization: "/dashboard/org",
};

/** The site path of booking `bookingId`'s thread on `side`'s bookings page. */
export function threadHref(side: BookingSide, bookingId: string): string {
  return `${BOOKINGS_PAGE[side]}?${THREAD_PARAM}=${encodeURIComponent(bookingId)}`;
}
