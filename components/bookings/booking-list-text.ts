// The words of the bookings lists that the browser draws itself, the user's (/bookings) and the
// organization's (its dashboard): failed lists and the refund toast; each reader's empty lists
// are its own module's (user-list-text.ts, org-bookings/org-list-text.ts), so neither page loads
// the other's. The rows' lines that depend on a booking's state and dates are booking-lines.ts's,
// drawn by the server and loaded after the page for rows the API sends.
import type { BookingAudience, BookingFilter } from "@/lib/bookings/booking-filters";
import { formatCoins } from "@/lib/format/coins";

/** The user's success toast: "120 coins returned to your wallet". */
export function refundDone(amount: number): string {
  return `${formatCoins(amount)} returned to your wallet`;
}

interface EmptyText {
  title: string;
  description: string;
}

/** A reader's empty lists: each filter's words, and the way back from a filter to every booking. */
export interface EmptyList {
  texts: Record<BookingFilter, EmptyText>;
  showAll: string;
}

/** A list that could not be read. */
export const LOAD_ERROR_TITLES: Record<BookingAudience, string> = {
  user: "Couldn't load your bookings",
  org: "Couldn't load bookings",
};
