"use client";

import { useCallback, useState } from "react";
import { CursorLoadMore } from "@/components/wallet/load-more";
import { useCursorPages } from "@/components/wallet/use-cursor-pages";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import { cn } from "@/lib/utils";
import { BookingRow, rowColumns } from "./booking-row";
import { activeSummary, FILTER_LABELS, type BookingFilter } from "./booking-text";
import { BookingsEmpty } from "./booking-states";
import { fetchOrgBookings } from "./bookings-api";

interface BookingListProps {
  filter: BookingFilter;
  first: Page<BookingView>;
  dateStyle: DateStyle;
  onShowAll: () => void;
  /** Reads the list again (after a change the server refused). */
  onStale: () => void;
}

/**
 * One filter's bookings, newest first, paged with "Load more". A booking settled here keeps its
 * place and shows the server's answer (Completed, Cancelled) until the list is read again, so
 * the change is seen where it was made.
 */
export function BookingList({ filter, first, dateStyle, onShowAll, onStale }: BookingListProps) {
  const fetchPage = useCallback((cursor: string) => fetchOrgBookings(filter, cursor), [filter]);
  const pages = useCursorPages(first, fetchPage);
  const [settled, setSettled] = useState<Record<string, BookingView>>({});
  const [focusedId, setFocusedId] = useState<string | null>(null);

  const onSettled = useCallback((booking: BookingView) => {
    setSettled((current) => ({ ...current, [booking.id]: booking }));
    setFocusedId(booking.id);
  }, []);

  if (pages.items.length === 0) {
    return <BookingsEmpty filter={filter} onShowAll={onShowAll} />;
  }

  const items = pages.items.map((booking) => settled[booking.id] ?? booking);
  const withActions = items.some((booking) => booking.status === "active");
  const summary = filter === "active" ? activeSummary(items, !pages.hasMore) : null;

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
          aria-label={`${FILTER_LABELS[filter]} bookings`}
          className="space-y-3 lg:space-y-0 lg:divide-y"
        >
          {items.map((booking) => (
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
      <CursorLoadMore pages={pages} />
    </div>
  );
}
