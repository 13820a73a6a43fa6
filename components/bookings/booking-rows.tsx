"use client";

import { useRef, useState } from "react";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import { BookingRow, bookingRowId } from "./booking-row";
import { CancelBookingDialog } from "./lazy-cancel-booking-dialog";
import { useCancelBooking } from "./use-cancel-booking";

interface BookingRowsProps {
  bookings: BookingView[];
  dateStyle: DateStyle;
  /** A booking changed here (cancelled, accepted, disputed..., or found changed on a refusal). */
  onChanged: (booking: BookingView) => void;
  /** A booking's thread was read: its unread count is now 0. */
  onMessagesRead: (booking: BookingView) => void;
}

/**
 * The user's bookings of one filter, with the Cancel dialog. A booking changed here (cancelled,
 * accepted, disputed) stays in place, in its new state, until the list is loaded again.
 */
export function BookingRows({ bookings, dateStyle, onChanged, onMessagesRead }: BookingRowsProps) {
  const { cancel, cancellingId } = useCancelBooking();
  const [target, setTarget] = useState<BookingView | null>(null);
  const [focusAfterClose, setFocusAfterClose] = useState<string | null>(null);
  // The dialog has no trigger of its own: focus goes back to the button that opened it.
  const opener = useRef<HTMLElement | null>(null);

  const confirm = async (booking: BookingView) => {
    const outcome = await cancel(booking);
    if (outcome.booking) onChanged(outcome.booking);
    // A booking that can no longer be cancelled loses its button: focus goes to its card.
    if (outcome.booking && outcome.booking.cancellableUntil === null) {
      setFocusAfterClose(booking.id);
    }
    setTarget(null);
  };

  return (
    <div>
      <ul aria-label="Bookings" className="space-y-4">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingRow
              booking={booking}
              dateStyle={dateStyle}
              cancelling={cancellingId === booking.id}
              onCancel={(chosen, button) => {
                opener.current = button;
                setTarget(chosen);
              }}
              onChanged={onChanged}
              onMessagesRead={onMessagesRead}
            />
          </li>
        ))}
      </ul>
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
