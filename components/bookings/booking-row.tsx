"use client";

import { Ban } from "lucide-react";
import { MessagesButton } from "@/components/messages/messages-button";
import { OrganizationLink } from "@/components/organizations/organization-link";
import { Button } from "@/components/ui/button";
import { CoinAmount } from "@/components/ui/coin-amount";
import type { BookingView } from "@/lib/bookings/booking-types";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { BookingBrief } from "./booking-brief";
import type { CustomerLines, WithLines } from "./booking-lines";
import { BookingProtection, type RowLines } from "./booking-protection";
import { BookingRating } from "./booking-rating";
import { bookingRowId } from "./booking-row-id";
import { BookingStatusBadge } from "./booking-status-badge";
import { CancelBookingDialog } from "./lazy-cancel-booking-dialog";
import { currentLines, useBookingLines } from "./use-booking-lines";

// A row the API sent before the lines' code is in (it loads right after the page): none yet.
const NO_LINES: RowLines = { headline: null, cancelRequest: null, dispute: null, rating: null };

export { bookingRowId };

interface BookingRowProps {
  /** With the lines the server drew for it, or as the API sent it (the lines computed here). */
  booking: WithLines<BookingView, CustomerLines>;
  dateStyle: DateStyle;
  cancelling: boolean;
  /** Opens the cancel dialog; focus goes back to `opener` if the booking is kept. */
  onCancel: (booking: BookingView, opener: HTMLElement) => void;
  /** The booking changed here (accepted, asked to cancel, disputed...): as the server answered. */
  onChanged: (booking: BookingView) => void;
  /** Its thread was read: the booking as it now stands, with no unread messages. */
  onMessagesRead: (booking: BookingView) => void;
}

/**
 * One booking: what and from whom, its reference, the coins and when it was booked; the brief the
 * customer gave at booking (folded); then how its buyer protection stands (booking-protection.tsx) with what the customer can do now; the rating
 * given (or the way to rate it once completed); and Cancel while the 24-hour window is open.
 * Messages opens the booking's thread with the organization.
 */
export function BookingRow({
  booking,
  dateStyle,
  cancelling,
  onCancel,
  onChanged,
  onMessagesRead,
}: BookingRowProps) {
  const texts = useBookingLines();
  const lines =
    currentLines(
      booking.lines,
      dateStyle,
      texts && (() => texts.customerLines(booking, dateStyle)),
    ) ?? NO_LINES;
  const titleId = `${bookingRowId(booking.id)}-title`;
  const canCancel = booking.status === "active" && booking.cancellableUntil !== null;
  const when = (iso: string) => (
    <time dateTime={iso} suppressHydrationWarning>
      {formatDateTime(iso, dateStyle)}
    </time>
  );

  return (
    <article
      id={bookingRowId(booking.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="booking-row"
      data-booking-id={booking.id}
      data-status={booking.status}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="font-semibold break-words">
            {booking.serviceTitle}
          </h3>
          <p className="text-sm break-words text-muted-foreground">
            <span className="sr-only">By </span>
            <OrganizationLink
              organization={{ id: booking.organizationId, name: booking.organization }}
              quiet
            />
          </p>
        </div>
        <CoinAmount amount={booking.totalAmount} />
      </div>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <BookingStatusBadge status={booking.status} />
        <p className="text-sm text-muted-foreground">
          <span className="sr-only">Reference </span>
          <span
            data-testid="booking-reference"
            className="font-mono font-medium tracking-wide text-foreground select-all"
          >
            {booking.bookingReference}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">Booked: {when(booking.createdAt)}</p>
        <MessagesButton
          booking={booking}
          side="customer"
          unread={booking.unreadMessages}
          dateStyle={dateStyle}
          onRead={() => {
            if (booking.unreadMessages > 0) onMessagesRead({ ...booking, unreadMessages: 0 });
          }}
          describedBy={titleId}
          className="sm:ms-auto"
        />
      </div>

      <BookingBrief answers={booking.answers} />

      <BookingProtection
        booking={booking}
        lines={lines}
        dateStyle={dateStyle}
        titleId={titleId}
        onChanged={onChanged}
      />

      <BookingRating booking={booking} starsLabel={lines.rating} titleId={titleId} />

      {canCancel && booking.cancellableUntil ? (
        <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Free cancellation until {when(booking.cancellableUntil)}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={cancelling}
            aria-describedby={titleId}
            onClick={(event) => onCancel(booking, event.currentTarget)}
            {...CancelBookingDialog.opener}
            tone="destructive"
            className="w-full sm:w-auto"
          >
            {cancelling ? null : <Ban aria-hidden="true" />}
            {cancelling ? "Cancelling..." : "Cancel Booking"}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
