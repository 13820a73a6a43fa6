"use client";

import { Ban } from "lucide-react";
import { OrganizationLink } from "@/components/organizations/organization-link";
import { Button } from "@/components/ui/button";
import { CoinAmount } from "@/components/ui/coin-amount";
import type { BookingView } from "@/lib/bookings/booking-types";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { BookingRating } from "./booking-rating";
import { cancelledByText } from "./booking-text";
import { BookingStatusBadge } from "./booking-status-badge";

interface BookingRowProps {
  booking: BookingView;
  dateStyle: DateStyle;
  cancelling: boolean;
  /** Opens the cancel dialog; focus goes back to `opener` if the booking is kept. */
  onCancel: (booking: BookingView, opener: HTMLElement) => void;
}

/** The id a row's element carries, so focus can land on it after its dialog closes. */
export function bookingRowId(bookingId: string): string {
  return `booking-${bookingId}`;
}

/**
 * One booking: what and from whom, its reference, the coins, when it was booked and runs out,
 * how it ended, the rating given (or the way to rate it once delivered), and Cancel while the
 * user's 24-hour window is open.
 */
export function BookingRow({ booking, dateStyle, cancelling, onCancel }: BookingRowProps) {
  const titleId = `${bookingRowId(booking.id)}-title`;
  const canCancel = booking.status === "active" && booking.cancellableUntil !== null;
  const cancelledBy = cancelledByText(booking.cancelledBy, "user");
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
              className="font-normal text-muted-foreground hover:text-foreground"
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
      </div>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="Booked">{when(booking.createdAt)}</Detail>
        {booking.status === "active" ? (
          <Detail term="Expires">
            {booking.expiresAt ? when(booking.expiresAt) : "No expiry"}
          </Detail>
        ) : null}
        {booking.status === "completed" && booking.completedAt ? (
          <Detail term="Completed">{when(booking.completedAt)}</Detail>
        ) : null}
        {booking.status === "cancelled" && booking.cancelledAt ? (
          <Detail term="Cancelled">
            {when(booking.cancelledAt)}
            {cancelledBy ? ` ${cancelledBy}` : null}
          </Detail>
        ) : null}
      </dl>

      <BookingRating booking={booking} titleId={titleId} />

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
            className="w-full text-destructive hover:text-destructive sm:w-auto"
          >
            {cancelling ? null : <Ban aria-hidden="true" />}
            {cancelling ? "Cancelling..." : "Cancel Booking"}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="text-muted-foreground">{term}:</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
