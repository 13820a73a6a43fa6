// The lines of a booking's row that depend on its state and dates, as each side reads them: where
// it stands (due, delivered, disputed, how it ended), a request to cancel, a dispute's state and,
// for the organization, when it was booked. The server computes them for the rows it renders
// (the pages' first load carries none of these words); the browser loads this module after the
// page (use-booking-lines.ts) for the rows the API sends later: another tab, Load more, a change.
import { starLabel } from "@/components/feedback/rating";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import { bookedLine, orgCancelRequestLine, settlementLine } from "./booking-text";
import { customerDisputeLine, orgDisputeLine } from "./dispute-text";
import { bookingHeadline, cancelRequestLine } from "./protection-text";

/** A customer's row (/bookings): its protection panel's headline, request and dispute lines. */
export interface CustomerLines {
  /** The wording and zone they were drawn in: a page drawn again in another zone draws them again. */
  style: DateStyle;
  headline: string | null;
  cancelRequest: string | null;
  dispute: string | null;
  /** The stars given, as the rating's picture is named: "4 stars of 5". */
  rating: string | null;
}

/** An organization's row (its dashboard): when booked, where it stands, request and dispute. */
export interface OrgLines {
  style: DateStyle;
  booked: string;
  settlement: string | null;
  cancelRequest: string | null;
  dispute: string | null;
}

export function customerLines(booking: BookingView, style: DateStyle): CustomerLines {
  return {
    style,
    headline: bookingHeadline(booking, style),
    cancelRequest: cancelRequestLine(booking, style),
    dispute: booking.dispute ? customerDisputeLine(booking, booking.dispute, style) : null,
    rating: booking.rating === null ? null : `${starLabel(booking.rating)} of 5`,
  };
}

export function orgLines(booking: BookingView, style: DateStyle): OrgLines {
  return {
    style,
    booked: bookedLine(booking, style),
    settlement: settlementLine(booking, style),
    cancelRequest: orgCancelRequestLine(booking, style),
    dispute: booking.dispute ? orgDisputeLine(booking, booking.dispute, style) : null,
  };
}

/** A booking as a list holds it: with the lines the server drew for it, until it changes. */
export type WithLines<B, L> = B & { lines?: L };
