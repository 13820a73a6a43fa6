"use client";

import { useState } from "react";
import type { BookingView } from "@/lib/bookings/booking-types";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { refundPromise } from "./booking-text";

export interface CancelBookingDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: BookingView | null;
  cancelling: boolean;
  dateStyle: DateStyle;
  onConfirm: (booking: BookingView) => void;
  onClose: () => void;
  /** Where focus goes once the dialog has closed (the Cancel button may be gone by then). */
  onCloseAutoFocus: (event: Event) => void;
}

/** "Cancel this booking?": what comes back, until when, and a second chance to keep it. */
export function CancelBookingDialog({
  booking,
  cancelling,
  dateStyle,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: CancelBookingDialogProps) {
  // The last booking stays on screen while the dialog fades out.
  const [last, setLast] = useState(booking);
  if (booking && booking !== last) setLast(booking);
  const shown = booking ?? last;
  if (!shown) return null;

  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Cancel this booking?"
      keepLabel="Keep Booking"
      confirmLabel="Cancel Booking"
      workingLabel="Cancelling..."
      working={cancelling}
      destructive
      onConfirm={() => onConfirm(shown)}
    >
      <p>
        <span className="font-medium text-foreground">{shown.serviceTitle}</span> from{" "}
        {shown.organization}, booking <span className="font-mono">{shown.bookingReference}</span>.
      </p>
      <p className="font-medium text-foreground">{refundPromise(shown.totalAmount)}</p>
      {shown.cancellableUntil ? (
        <p>
          You can cancel until{" "}
          <time dateTime={shown.cancellableUntil}>
            {formatDateTime(shown.cancellableUntil, dateStyle)}
          </time>
          .
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
