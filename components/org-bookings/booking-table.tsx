"use client";

import { useState } from "react";
import { activeSummary } from "./org-list-text";
import { ColumnTable, type ColumnHeader } from "@/components/data/column-table";
import { BOOKING_FILTER_LABELS, type BookingFilter } from "@/lib/bookings/booking-filters";
import type { OrgBookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import type { CursorList } from "@/lib/swr/use-cursor-list";
import { orgActionsFor } from "./action-button";
import { BookingRow, rowColumns } from "./booking-row";

/** The columns every row has; an Actions column joins them while a booking can still act. */
const HEADERS: readonly ColumnHeader[] = [
  { label: "Customer and service" },
  { label: "Reference" },
  { label: "Status" },
  { label: "Coins", end: true },
];

interface BookingTableProps {
  filter: BookingFilter;
  bookings: OrgBookingView[];
  /** The filter's list: settled bookings are shown as answered, a refused change reads it again. */
  list: CursorList<Page<OrgBookingView>, OrgBookingView>;
  dateStyle: DateStyle;
}

/**
 * One filter's bookings of the organization, newest first: a table on wide screens, cards on a
 * phone. A booking changed here keeps its place and shows the server's answer (Delivered,
 * Cancelled) until the list is read again, so the change is seen where it was made.
 */
export function BookingTable({ filter, bookings, list, dateStyle }: BookingTableProps) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const onSettled = (booking: OrgBookingView) => {
    list.replaceItem(booking);
    setFocusedId(booking.id);
  };
  const onStale = () => void list.reload();

  const withActions = bookings.some((booking) => orgActionsFor(booking).length > 0);
  const summary = filter === "active" ? activeSummary(bookings, !list.hasMore) : null;

  return (
    <div className="space-y-3">
      {summary ? (
        <p data-testid="org-bookings-summary" className="text-sm text-muted-foreground">
          {summary}
        </p>
      ) : null}
      <ColumnTable
        label={`${BOOKING_FILTER_LABELS[filter]} bookings`}
        columns={rowColumns(withActions)}
        headers={withActions ? [...HEADERS, { label: "Actions", end: true }] : HEADERS}
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
            onMessagesRead={list.replaceItem}
          />
        ))}
      </ColumnTable>
    </div>
  );
}
