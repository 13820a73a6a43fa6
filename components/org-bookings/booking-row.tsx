"use client";

import { ColumnRow } from "@/components/data/column-table";
import type { OrgLines, WithLines } from "@/components/bookings/booking-lines";
import { BookingBrief } from "@/components/bookings/booking-brief";
import { DeliveryDetails, Quote } from "@/components/bookings/delivery-details";
import { DisputeDetails } from "@/components/bookings/dispute-details";
import { currentLines, useBookingLines } from "@/components/bookings/use-booking-lines";
import { MessagesButton } from "@/components/messages/messages-button";
import { bookingCommissionLine, bookingNetLine } from "@/lib/bookings/commission-text";
import { Badge } from "@/components/ui/badge";
import { BOOKING_FILTER_LABELS } from "@/lib/bookings/booking-filters";
import type { BookingStatus, OrgBookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import type { DateStyle } from "@/lib/format/date-time";
import { orgActionsFor } from "./action-button";
import { LazyBookingActions } from "./lazy-booking-actions";

const STATUS_VARIANTS: Record<BookingStatus, "default" | "success" | "secondary" | "warning"> = {
  active: "default",
  delivered: "default",
  disputed: "warning",
  completed: "success",
  cancelled: "secondary",
};

/**
 * The columns of a row on wide screens (a table without a table's rigidity on phones, where a
 * row is a card: who and how much on top, then reference, state, what was said and actions).
 * The actions column exists only when some row on screen can still act; what was said (the
 * delivery, a request to cancel, a dispute) runs under the row across the first columns.
 */
export function rowColumns(withActions: boolean): string {
  return withActions
    ? "lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.4fr)_11rem_16rem] lg:[grid-template-areas:'who_ref_status_coins_actions'_'who_ref_status_share_actions'_'detail_detail_detail_detail_actions']"
    : "lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.4fr)_11rem] lg:[grid-template-areas:'who_ref_status_coins'_'who_ref_status_share'_'detail_detail_detail_detail']";
}

/**
 * The phone's card: its areas, with what was said and the actions only when there are some.
 * Whole class names, so Tailwind finds each in the source.
 */
const CARD_AREAS = {
  plain: "[grid-template-areas:'who_coins'_'share_share'_'ref_ref'_'status_status']",
  actions:
    "[grid-template-areas:'who_coins'_'share_share'_'ref_ref'_'status_status'_'actions_actions']",
  detail:
    "[grid-template-areas:'who_coins'_'share_share'_'ref_ref'_'status_status'_'detail_detail']",
  both: "[grid-template-areas:'who_coins'_'share_share'_'ref_ref'_'status_status'_'detail_detail'_'actions_actions']",
};

function cardAreas(detail: boolean, actions: boolean): string {
  if (detail) return actions ? CARD_AREAS.both : CARD_AREAS.detail;
  return actions ? CARD_AREAS.actions : CARD_AREAS.plain;
}

interface BookingRowProps {
  /** With the lines the server drew for it, or as the API sent it (the lines computed here). */
  booking: WithLines<OrgBookingView, OrgLines>;
  dateStyle: DateStyle;
  withActions: boolean;
  /** Takes the focus: its actions, which had it, are gone after a change. */
  focused: boolean;
  onSettled: (booking: OrgBookingView) => void;
  onFailed: () => void;
  /** Its thread was read: the booking with no unread messages. */
  onMessagesRead: (booking: OrgBookingView) => void;
}

export function BookingRow({
  booking,
  dateStyle,
  withActions,
  focused,
  onSettled,
  onFailed,
  onMessagesRead,
}: BookingRowProps) {
  const texts = useBookingLines();
  const lines =
    currentLines(booking.lines, dateStyle, texts && (() => texts.orgLines(booking, dateStyle))) ??
    NO_LINES;
  const settlement = lines.settlement;
  const canAct = orgActionsFor(booking).length > 0;
  const detail = hasDetail(booking);

  return (
    <ColumnRow
      focused={focused}
      columns={rowColumns(withActions)}
      areas={cardAreas(detail, canAct)}
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
            {lines.booked}
          </time>
        </p>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 [grid-area:status] lg:block lg:space-y-1">
        <Badge variant={STATUS_VARIANTS[booking.status]} data-testid="org-booking-status">
          {BOOKING_FILTER_LABELS[booking.status]}
        </Badge>
        {settlement ? (
          <p
            data-testid="org-booking-settlement"
            className="text-sm text-muted-foreground"
            suppressHydrationWarning
          >
            {settlement}
          </p>
        ) : null}
        <MessagesButton
          booking={booking}
          side="organization"
          unread={booking.unreadMessages}
          dateStyle={dateStyle}
          onRead={() => {
            if (booking.unreadMessages > 0) onMessagesRead({ ...booking, unreadMessages: 0 });
          }}
          className="mt-1 lg:w-auto"
        />
      </div>
      <p className="text-right font-semibold whitespace-nowrap tabular-nums [grid-area:coins] lg:self-end">
        <span className="sr-only">Price: </span>
        {formatCoins(booking.totalAmount)}
      </p>
      <ShareCell booking={booking} />
      {detail ? <DetailCell booking={booking} lines={lines} dateStyle={dateStyle} /> : null}
      {canAct ? (
        <div className="pt-1 [grid-area:actions] lg:self-start lg:pt-0">
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
    <div className="flex flex-wrap gap-x-1.5 text-sm text-muted-foreground tabular-nums [grid-area:share] lg:block lg:self-start lg:text-right lg:text-xs">
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

// A row the API sent before the lines' code is in (it loads right after the page): none yet.
const NO_LINES: Omit<OrgLines, "style"> = {
  booked: "",
  settlement: null,
  cancelRequest: null,
  dispute: null,
};

/** Whether a booking has something said to show under its row. */
function hasDetail(booking: OrgBookingView): boolean {
  const openRequest = booking.status === "active" && booking.cancelRequest !== null;
  return (
    booking.answers.length > 0 ||
    booking.delivery !== null ||
    booking.dispute !== null ||
    openRequest
  );
}

/**
 * What was said about a booking: the brief the customer gave at booking (folded), the customer's
 * request to cancel (while it is active), the delivery's message and files, and a dispute with
 * both sides.
 */
function DetailCell({
  booking,
  lines,
  dateStyle,
}: {
  booking: OrgBookingView;
  lines: Omit<OrgLines, "style">;
  dateStyle: DateStyle;
}) {
  const request = booking.status === "active" ? booking.cancelRequest : null;
  return (
    <div className="min-w-0 space-y-3 border-t pt-3 [grid-area:detail] lg:mt-3 lg:pb-1">
      <BookingBrief answers={booking.answers} />
      {request ? (
        <div data-testid="org-cancel-request" className="space-y-1.5">
          <p className="text-sm font-medium" suppressHydrationWarning>
            {lines.cancelRequest}
          </p>
          <Quote text={request.reason} who={booking.customerName} />
          {request.declineReason ? <Quote text={request.declineReason} who="You" /> : null}
        </div>
      ) : null}
      {booking.dispute ? (
        <DisputeDetails
          audience="org"
          booking={booking}
          dispute={booking.dispute}
          line={lines.dispute}
          dateStyle={dateStyle}
          withoutState={booking.status === "disputed"}
        />
      ) : null}
      {booking.delivery ? (
        <DeliveryDetails delivery={booking.delivery} dateStyle={dateStyle} />
      ) : null}
    </div>
  );
}
