"use client";

import { DialogFrame, DialogHeading } from "@/components/data/dialog-frame";
import type { DateStyle } from "@/lib/format/date-time";
import type { BookingSide } from "@/lib/schemas/booking-messages";
import { BookingThread } from "./booking-thread";

export interface ThreadDialogProps {
  booking: { id: string; serviceTitle: string; bookingReference: string };
  side: BookingSide;
  open: boolean;
  onClose: () => void;
  dateStyle: DateStyle;
  /** The thread was read: the booking's count goes to 0. */
  onRead: () => void;
}

/** A booking's thread in a dialog: the whole screen on a phone, where the composer needs room. */
export function ThreadDialog({
  booking,
  side,
  open,
  onClose,
  dateStyle,
  onRead,
}: ThreadDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      width="2xl"
      layout="column"
      className="max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:max-w-full max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0"
    >
      <DialogHeading
        title="Messages"
        description={
          // Opened from a link, the booking is named once its thread has loaded.
          booking.bookingReference ? (
            <>
              {booking.serviceTitle} ·{" "}
              <span className="font-mono whitespace-nowrap">{booking.bookingReference}</span>
            </>
          ) : (
            <span aria-hidden="true">&nbsp;</span>
          )
        }
      />
      <BookingThread bookingId={booking.id} side={side} dateStyle={dateStyle} onRead={onRead} />
    </DialogFrame>
  );
}
