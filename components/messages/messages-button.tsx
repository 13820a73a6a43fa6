"use client";

import { useState } from "react";
import { MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { DateStyle } from "@/lib/format/date-time";
import type { BookingSide } from "@/lib/schemas/booking-messages";
import { cn } from "@/lib/utils";
import { ThreadDialog } from "./lazy-thread-dialog";
import { messagesButtonLabel } from "./messages-texts";

interface MessagesButtonProps {
  booking: { id: string; serviceTitle: string; bookingReference: string };
  side: BookingSide;
  /** The other side's messages not yet read. */
  unread: number;
  dateStyle: DateStyle;
  /** The thread was read: the booking's count goes to 0. */
  onRead: () => void;
  /** The id of what names the booking (its card's title), as the card's other buttons have. */
  describedBy?: string;
  className?: string;
}

/**
 * "Messages" on a booking, with its unread count, opening the booking's thread in a dialog whose
 * code loads when the button is near. Focus returns to the button when it closes.
 */
export function MessagesButton({
  booking,
  side,
  unread,
  dateStyle,
  onRead,
  describedBy,
  className,
}: MessagesButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        data-testid="messages-button"
        aria-label={messagesButtonLabel(unread)}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
        {...ThreadDialog.opener}
        className={cn("w-full sm:w-auto", className)}
      >
        <MessageSquare aria-hidden="true" />
        Messages
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="messages-unread"
            className="ms-0.5 rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground tabular-nums"
          >
            {unread}
          </span>
        ) : null}
      </Button>
      <ThreadDialog
        booking={booking}
        side={side}
        open={open}
        onClose={() => setOpen(false)}
        dateStyle={dateStyle}
        onRead={onRead}
      />
    </>
  );
}
