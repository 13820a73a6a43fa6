"use client";

import {
  CircleAlert,
  CircleCheck,
  Gavel,
  HandCoins,
  MessageSquareX,
  type LucideIcon,
} from "lucide-react";
import { ConfirmAction } from "@/components/data/confirm-action";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { bookingsAccept } from "@/lib/api/endpoints/bookings/accept";
import { disputesAcceptOffer } from "@/lib/api/endpoints/disputes/accept-offer";
import { disputesDeclineOffer } from "@/lib/api/endpoints/disputes/decline-offer";
import type { BookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { bookingRowId } from "./booking-row-id";
import type { LazyDialog } from "@/components/ui/lazy-dialog";
import { useDialogButton, type BookingDialogProps } from "./forms/booking-dialog";
import { AskCancelDialog, ReportProblemDialog } from "./forms/lazy-dialogs";
import { acceptedDone, acceptEffect } from "./protection-text";
import { reread, useBookingChange } from "./use-booking-change";

interface ActionProps {
  booking: BookingView;
  /** The row's title id: each button's description names the booking. */
  titleId: string;
  onChanged: (booking: BookingView) => void;
}

function Who({ booking }: { booking: BookingView }) {
  return (
    <p>
      <span className="font-medium text-foreground">{booking.serviceTitle}</span> from{" "}
      {booking.organization}, booking <span className="font-mono">{booking.bookingReference}</span>.
    </p>
  );
}

/** Accept: the escrow goes to the organization, said with its coins before it happens. */
export function AcceptDeliveryButton({ booking, titleId, onChanged }: ActionProps) {
  const change = useBookingChange(onChanged);
  return (
    <ConfirmAction
      trigger={
        <Button type="button" size="sm" aria-describedby={titleId} className="w-full sm:w-auto">
          <CircleCheck aria-hidden="true" />
          Accept
        </Button>
      }
      title="Accept this delivery?"
      keepLabel="Not yet"
      confirmLabel="Accept delivery"
      workingLabel="Accepting..."
      onConfirm={() =>
        change(booking.id, () => callApi(bookingsAccept, { params: { id: booking.id } }), {
          done: "Delivery accepted",
          detail: acceptedDone,
          failed: "Couldn't accept the delivery",
        })
      }
    >
      <Who booking={booking} />
      <p className="font-medium text-foreground">{acceptEffect(booking)}</p>
      <p>Accept only if you received what you booked: you cannot report a problem afterwards.</p>
    </ConfirmAction>
  );
}

/** A button opening one of the customer's booking forms, and the form's dialog. */
function FormButton({
  booking,
  titleId,
  onChanged,
  dialog: Dialog,
  icon: Icon,
  label,
}: ActionProps & {
  dialog: LazyDialog<BookingDialogProps<BookingView>>;
  icon: LucideIcon;
  label: string;
}) {
  const opener = useDialogButton(bookingRowId(booking.id));
  return (
    <>
      {opener.opener(
        Dialog,
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-describedby={titleId}
          className="w-full sm:w-auto"
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>,
      )}
      <Dialog
        open={opener.open}
        booking={booking}
        onClose={opener.close}
        onCloseAutoFocus={opener.onCloseAutoFocus}
        onDone={onChanged}
        onStale={() => void reread(booking.id, onChanged)}
      />
    </>
  );
}

/** Opens the "Ask to cancel" form (after the free 24 hours). */
export function AskCancelButton(props: ActionProps) {
  return (
    <FormButton {...props} dialog={AskCancelDialog} icon={MessageSquareX} label="Ask to cancel" />
  );
}

/** Opens the dispute form. */
export function ReportProblemButton(props: ActionProps) {
  return (
    <FormButton
      {...props}
      dialog={ReportProblemDialog}
      icon={CircleAlert}
      label="Report a problem"
    />
  );
}

/** What accepting an offer of `offer` coins does with the escrow. */
function offerEffect(booking: BookingView, offer: number): string {
  if (offer >= booking.totalAmount)
    return `Every coin (${formatCoins(booking.totalAmount)}) comes back to your wallet.`;
  return `${formatCoins(offer)} come back to your wallet; the other ${formatCoins(booking.totalAmount - offer)} go to ${booking.organization}.`;
}

/**
 * The customer's answers to the organization's offer: accept it (the dispute ends), or ask an
 * admin to decide (only while the offer waits for them; it stays acceptable until the decision).
 */
export function OfferActions({ booking, titleId, onChanged }: ActionProps) {
  const change = useBookingChange(onChanged);
  const dispute = booking.dispute;
  if (!dispute || dispute.offerCoins === null || dispute.status === "resolved") return null;
  if (dispute.status === "awaiting_organization") return null;
  const offer = dispute.offerCoins;
  const params = { params: { id: booking.id } };
  return (
    <>
      <ConfirmAction
        trigger={
          <Button type="button" size="sm" aria-describedby={titleId} className="w-full sm:w-auto">
            <HandCoins aria-hidden="true" />
            Accept offer
          </Button>
        }
        title="Accept the offer?"
        keepLabel="Not yet"
        confirmLabel="Accept offer"
        workingLabel="Accepting..."
        onConfirm={() =>
          change(booking.id, () => callApi(disputesAcceptOffer, params), {
            done: "Offer accepted",
            detail: () => offerEffect(booking, offer),
            failed: "Couldn't accept the offer",
          })
        }
      >
        <Who booking={booking} />
        <p className="font-medium text-foreground">{offerEffect(booking, offer)}</p>
        <p>The dispute ends here. This cannot be undone.</p>
      </ConfirmAction>
      {dispute.status === "awaiting_customer" ? (
        <ConfirmAction
          trigger={
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-describedby={titleId}
              className="w-full sm:w-auto"
            >
              <Gavel aria-hidden="true" />
              Ask an admin to decide
            </Button>
          }
          title="Ask an admin to decide?"
          keepLabel="Not yet"
          confirmLabel="Ask an admin"
          workingLabel="Sending..."
          onConfirm={() =>
            change(booking.id, () => callApi(disputesDeclineOffer, params), {
              done: "Sent to an admin",
              detail: () =>
                "An admin reads both sides and decides. We will email you the decision.",
              failed: "Couldn't send it to an admin",
            })
          }
        >
          <Who booking={booking} />
          <p>
            An admin reads both sides and decides how the {formatCoins(booking.totalAmount)} are
            shared. Until then you can still accept the offer of {formatCoins(offer)}.
          </p>
        </ConfirmAction>
      ) : null}
    </>
  );
}
