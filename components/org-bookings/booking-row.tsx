"use client";

import { ColumnRow } from "@/components/data/column-table";
import { bookedLine, settlementLine } from "@/components/bookings/booking-text";
import { bookingCommissionLine, bookingNetLine } from "@/lib/bookings/commission-text";
import { Badge } from "@/components/ui/badge";
import { BOOKING_STATUS_LABELS } from "@/lib/bookings/booking-filters";
import type { BookingStatus, OrgBookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import type { DateStyle } from "@/lib/format/date-time";
import { LazyBookingActions } from "./lazy-booking-actions";

const STATUS_VARIANTS: Record<BookingStatus, "default" | "success" | "secondary"> = {
  active: "default",
  completed: "success",
  cancelled: "secondary",
};

/**
 * The columns of a row on wide screens (a table without a table's rigidity on phones, where a
 * row is a card: who and how much on top, then reference, state and actions). The actions
 * column exists only when some row on screen can still act.
 */
export function rowColumns(withActions: boolean): string {
  return withActions
    ? "lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.4fr)_11rem_16rem] lg:[grid-template-areas:'who_ref_status_coins_actions'_'who_ref_status_share_actions']"
    : "lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.4fr)_11rem] lg:[grid-template-areas:'who_ref_status_coins'_'who_ref_status_share']";
}

interface BookingRowProps {
  booking: OrgBookingView;
  dateStyle: DateStyle;
  withActions: boolean;
  /** Takes the focus: its actions, which had it, are gone after a change. */
  focused: boolean;
  onSettled: (booking: OrgBookingView) => void;
  onFailed: () => void;
}

export function BookingRow({
  booking,
  dateStyle,
  withActions,
  focused,
  onSettled,
  onFailed,
}: BookingRowProps) {
  const settlement = settlementLine(booking, dateStyle);

  return (
    <ColumnRow
      focused={focused}
      columns={rowColumns(withActions)}
      areas={
        booking.status === "active"
          ? "[grid-template-areas:'who_coins'_'share_share'_'ref_ref'_'status_status'_'actions_actions']"
          : "[grid-template-areas:'who_coins'_'share_share'_'ref_ref'_'status_status']"
      }
      data-testid="org-booking"
      data-reference={booking.bookingReference}
      data-status={booking.status}
    >
      <div className="min-w-0 [grid-area:who]">
        <p className="font-semibold break-words">{booking.customerName}</p>
        <p className="text-sm break-words text-muted-foreground">{booking.serviceTitle}</p>
      </div>
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm [grid-area:ref] lg:block">
        <p className="font-mono text-xs [overflow-wrap:anywhere] lg:text-sm">
          <span className="sr-only">Reference: </span>
          {booking.bookingReference}
        </p>
        <span aria-hidden="true" className="text-muted-foreground lg:hidden">
          ·
        </span>
        <p className="text-muted-foreground">
          <time dateTime={booking.createdAt} suppressHydrationWarning>
            {bookedLine(booking, dateStyle)}
          </time>
        </p>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 [grid-area:status] lg:block lg:space-y-1">
        <Badge variant={STATUS_VARIANTS[booking.status]} data-testid="org-booking-status">
          {BOOKING_STATUS_LABELS[booking.status]}
        </Badge>
        {settlement ? (
          <p className="text-sm text-muted-foreground" suppressHydrationWarning>
            {settlement}
          </p>
        ) : null}
      </div>
      <p className="text-right font-semibold whitespace-nowrap tabular-nums [grid-area:coins] lg:self-end">
        <span className="sr-only">Price: </span>
        {formatCoins(booking.totalAmount)}
      </p>
      <ShareCell booking={booking} />
      {booking.status === "active" ? (
        <div className="pt-1 [grid-area:actions] lg:pt-0">
          <LazyBookingActions booking={booking} onSettled={onSettled} onFailed={onFailed} />
        </div>
      ) : null}
    </ColumnRow>
  );
}

/**
 * What the organization receives of the price after the commission fixed when booked: a line
 * under who booked on a phone, under the price on a wide screen. A cancelled booking paid the
 * organization nothing (the customer got the price back).
 */
function ShareCell({ booking }: { booking: OrgBookingView }) {
  return (
    <div className="flex flex-wrap gap-x-1.5 text-sm text-muted-foreground tabular-nums [grid-area:share] lg:block lg:self-start lg:text-right lg:text-xs lg:whitespace-nowrap">
      {booking.status === "cancelled" ? (
        <p>Refunded to the customer</p>
      ) : (
        <>
          <p data-testid="org-booking-commission">{bookingCommissionLine(booking)}</p>
          <span aria-hidden="true" className="lg:hidden">
            ·
          </span>
          <p data-testid="org-booking-net" className="font-medium text-foreground">
            {bookingNetLine(booking)}
          </p>
        </>
      )}
    </div>
  );
}
