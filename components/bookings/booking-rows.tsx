"use client";

import { useCallback, useRef, useState } from "react";
import { CursorLoadMore } from "@/components/wallet/load-more";
import { useCursorPages } from "@/components/wallet/use-cursor-pages";
import { apiRequest } from "@/lib/api/client";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import { bookingsApiPath, type BookingFilter } from "./booking-filters";
import { BookingRow, bookingRowId } from "./booking-row";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { useCancelBooking } from "./use-cancel-booking";

interface BookingRowsProps {
  filter: BookingFilter;
  /** The freshest first page: its rows replace older copies of the same bookings. */
  first: Page<BookingView>;
  dateStyle: DateStyle;
  /** A booking changed here (cancelled, or found changed when cancelling failed). */
  onChanged: (booking: BookingView) => void;
}

/**
 * The bookings of one filter, paged with "Load more", with the Cancel dialog. A cancelled
 * booking stays in place, now saying Cancelled, until the list is loaded again.
 */
export function BookingRows({ filter, first, dateStyle, onChanged }: BookingRowsProps) {
  const fetchPage = useCallback(
    async (cursor: string) =>
      (await apiRequest<Page<BookingView>>(bookingsApiPath(filter, cursor))).data,
    [filter],
  );
  const pages = useCursorPages(first, fetchPage);
  const [changed, setChanged] = useState<ReadonlyMap<string, BookingView>>(new Map());
  const latest = new Map(first.items.map((booking) => [booking.id, booking]));
  const items = pages.items.map(
    (booking) => changed.get(booking.id) ?? latest.get(booking.id) ?? booking,
  );

  const { cancel, cancellingId } = useCancelBooking();
  const [target, setTarget] = useState<BookingView | null>(null);
  const [focusAfterClose, setFocusAfterClose] = useState<string | null>(null);
  // The dialog has no trigger of its own: focus goes back to the button that opened it.
  const opener = useRef<HTMLElement | null>(null);

  const confirm = async (booking: BookingView) => {
    const outcome = await cancel(booking);
    if (outcome.booking) {
      const updated = outcome.booking;
      setChanged((current) => new Map(current).set(updated.id, updated));
      onChanged(updated);
    }
    // A booking that can no longer be cancelled loses its button: focus goes to its card.
    if (outcome.booking && outcome.booking.cancellableUntil === null) {
      setFocusAfterClose(booking.id);
    }
    setTarget(null);
  };

  return (
    <div>
      <ul aria-label="Bookings" className="space-y-4">
        {items.map((booking) => (
          <li key={booking.id}>
            <BookingRow
              booking={booking}
              dateStyle={dateStyle}
              cancelling={cancellingId === booking.id}
              onCancel={(chosen, button) => {
                opener.current = button;
                setTarget(chosen);
              }}
            />
          </li>
        ))}
      </ul>
      <CursorLoadMore pages={pages} />
      <CancelBookingDialog
        booking={target}
        cancelling={target !== null && cancellingId === target.id}
        dateStyle={dateStyle}
        onConfirm={(booking) => void confirm(booking)}
        onClose={() => setTarget(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // After a cancellation its button is gone: the booking's card takes the focus.
          const row = focusAfterClose
            ? document.getElementById(bookingRowId(focusAfterClose))
            : null;
          setFocusAfterClose(null);
          const next = row ?? (opener.current?.isConnected ? opener.current : null);
          next?.focus();
          opener.current = null;
        }}
      />
    </div>
  );
}
