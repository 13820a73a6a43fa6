"use client";

import type { ReactNode } from "react";
import { ShieldCheck } from "lucide-react";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import { DeliveryDetails, Quote } from "./delivery-details";
import type { CustomerLines } from "./booking-lines";
import { DisputeDetails } from "./dispute-details";
import { LazyCustomerActions } from "./lazy-customer-actions";

interface BookingProtectionProps {
  booking: BookingView;
  /** Its words (booking-lines.ts): drawn by the server, or computed for a row the API sent. */
  lines: RowLines;
  dateStyle: DateStyle;
  titleId: string;
  onChanged: (booking: BookingView) => void;
}

/**
 * How buyer protection stands on one of the customer's bookings, in plain words with its real
 * dates, and what they can do now: while active, the due date (and asking to cancel after the
 * free 24 hours); once delivered, the delivery and the window to accept it or report a problem;
 * in dispute, its state, the answers to an offer and withdrawing it; once settled, how it ended.
 */
export function BookingProtection({
  booking,
  lines,
  dateStyle,
  titleId,
  onChanged,
}: BookingProtectionProps) {
  const request = booking.cancelRequest;
  const delivery = booking.delivery;
  const dispute = booking.dispute;

  return (
    <div
      data-testid="booking-protection"
      className="flex flex-col gap-4 rounded-lg border bg-muted/40 p-3 sm:p-4"
    >
      <Headline>{lines.headline}</Headline>

      {booking.status === "active" && request ? (
        <div className="space-y-1.5">
          <p data-testid="cancel-request" className="text-sm" suppressHydrationWarning>
            {lines.cancelRequest}
          </p>
          <Quote text={request.declineReason ?? ""} who={booking.organization} />
        </div>
      ) : null}

      {dispute ? (
        <DisputeDetails
          audience="user"
          booking={booking}
          dispute={dispute}
          line={lines.dispute}
          dateStyle={dateStyle}
          withoutState={booking.status === "disputed"}
        />
      ) : null}
      {delivery ? <DeliveryDetails delivery={delivery} dateStyle={dateStyle} /> : null}

      <Actions>
        <LazyCustomerActions booking={booking} titleId={titleId} onChanged={onChanged} />
      </Actions>
    </div>
  );
}

/** A row's words, or none yet for a row the API sent before their code is in. */
export type RowLines = Omit<CustomerLines, "style">;

function Headline({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      data-testid="protection-line"
      className="flex items-start gap-2 text-sm font-medium"
      suppressHydrationWarning
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{children}</span>
    </p>
  );
}

/** The buttons of the panel, side by side, full width on a phone; nothing when there are none. */
function Actions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 empty:hidden sm:flex-row sm:flex-wrap">{children}</div>
  );
}
