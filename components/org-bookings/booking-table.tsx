"use client";

import { useState } from "react";
import { activeSummary } from "@/components/bookings/booking-text";
import { BOOKING_FILTER_LABELS, type BookingFilter } from "@/lib/bookings/booking-filters";
import type { OrgBookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import type { CursorList } from "@/lib/swr/use-cursor-list";
import { cn } from "@/lib/utils";
import { BookingRow, rowColumns } from "./booking-row";

interface BookingTableProps {
  filter: BookingFilter;
  bookings: OrgBookingView[];
  /** The filter's list: settled bookings are shown as answered, a refused change reads it again. */
  list: CursorList<Page<OrgBookingView>, OrgBookingView>;
  dateStyle: DateStyle;
}

/**
 * One filter's bookings of the organization, newest first: a table on wide screens, cards on a
 * phone. A booking settled here keeps its place and shows the server's answer (Completed,
 * Cancelled) until the list is read again, so the change is seen where it was made.
 */
export function BookingTable({ filter, bookings, list, dateStyle }: BookingTableProps) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const onSettled = (booking: OrgBookingView) => {
    list.replaceItem(booking);
    setFocusedId(booking.id);
  };
  const onStale = () => void list.reload();

  const withActions = bookings.some((booking) => booking.status === "active");
  const summary = filter === "active" ? activeSummary(bookings, !list.hasMore) : null;

  return (
    <div className="space-y-3">
      {summary ? (
        <p data-testid="org-bookings-summary" className="text-sm text-muted-foreground">
          {summary}
        </p>
      ) : null}
      <div className="lg:overflow-hidden lg:rounded-xl lg:border lg:bg-card">
        {/* Column names for sighted readers of the wide layout; each cell names itself. */}
        <div
          aria-hidden="true"
          className={cn(
            "hidden gap-x-4 border-b bg-muted/50 px-5 py-2.5 text-xs font-medium tracking-wide text-muted-foreground uppercase lg:grid",
            rowColumns(withActions),
          )}
        >
          <span>Customer and service</span>
          <span>Reference</span>
          <span>Status</span>
          <span className="text-right">Coins</span>
          {withActions ? <span className="text-right">Actions</span> : null}
        </div>
        <ul
          aria-label={`${BOOKING_FILTER_LABELS[filter]} bookings`}
          className="space-y-3 lg:space-y-0 lg:divide-y"
        >
          {bookings.map((booking) => (
            <BookingRow
              key={booking.id}
              booking={booking}
              dateStyle={dateStyle}
              withActions={withActions}
              focused={focusedId === booking.id}
              onSettled={onSettled}
              onFailed={onStale}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
