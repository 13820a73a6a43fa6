"use client";

import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Loader2Icon } from "lucide-react";
import type { BookingView } from "@/lib/bookings/booking-types";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { refundPromise } from "./booking-text";

interface CancelBookingDialogProps {
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

  return (
    <AlertDialog
      open={booking !== null}
      onOpenChange={(open) => {
        // A cancellation under way finishes before the dialog can go.
        if (!open && !cancelling) onClose();
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {shown ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Cancel this booking?</AlertDialogTitle>
              <AlertDialogDescription asChild>
                <div className="space-y-2">
                  <p>
                    <span className="font-medium text-foreground">{shown.serviceTitle}</span> from{" "}
                    {shown.organization}, booking{" "}
                    <span className="font-mono">{shown.bookingReference}</span>.
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
                </div>
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={cancelling}>Keep Booking</AlertDialogCancel>
              <AlertDialogAction
                variant="destructive"
                disabled={cancelling}
                aria-busy={cancelling || undefined}
                onClick={(event) => {
                  // The dialog stays open (saying "Cancelling...") until the server answers.
                  event.preventDefault();
                  onConfirm(shown);
                }}
              >
                {cancelling ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
                {cancelling ? "Cancelling..." : "Cancel Booking"}
              </AlertDialogAction>
            </AlertDialogFooter>
          </>
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}
