"use client";

import type { ComponentProps, ReactNode } from "react";
import {
  CircleAlert,
  CircleCheck,
  Gavel,
  HandCoins,
  MessageSquareX,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { ConfirmAction } from "@/components/data/confirm-action";
import { Button } from "@/components/ui/button";
import type { LazyDialog } from "@/components/ui/lazy-dialog";
import { callApi, type ApiResult } from "@/lib/api/client";
import { bookingsAccept } from "@/lib/api/endpoints/bookings";
import {
  disputesAcceptOffer,
  disputesDeclineOffer,
  disputesWithdraw,
} from "@/lib/api/endpoints/disputes";
import type { BookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { bookingRowId } from "./booking-row-id";
import { withdrawEffect, withdrawLabel } from "./dispute-text";
import { useDialogButton, type BookingDialogProps } from "./forms/booking-dialog";
import { AskCancelDialog, ReportProblemDialog } from "./forms/lazy-dialogs";
import { acceptedDone, acceptEffect } from "./protection-text";
import { reread, useBookingChange, type ChangeCopy } from "./use-booking-change";

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

type PanelButtonProps = ComponentProps<typeof Button> & {
  icon: LucideIcon;
  label: string;
  /** The row's title id: the button's description names the booking. */
  titleId: string;
};

/** A button of the panel, full width on a phone; the trigger of its form or confirmation. */
function PanelButton({ icon: Icon, label, titleId, ...button }: PanelButtonProps) {
  return (
    <Button
      type="button"
      size="sm"
      aria-describedby={titleId}
      className="w-full sm:w-auto"
      {...button}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}

interface ConfirmChangeProps extends ActionProps {
  icon: LucideIcon;
  label: string;
  variant?: "outline";
  title: string;
  confirmLabel: string;
  workingLabel: string;
  send: () => Promise<ApiResult<BookingView>>;
  copy: ChangeCopy;
  /** What is at stake, after the booking's name. */
  children: ReactNode;
}

/** A change to the booking behind a confirmation that names the booking and what is at stake. */
function ConfirmChange({
  booking,
  titleId,
  onChanged,
  icon,
  label,
  variant,
  send,
  copy,
  children,
  ...dialog
}: ConfirmChangeProps) {
  const change = useBookingChange(onChanged);
  return (
    <ConfirmAction
      trigger={<PanelButton icon={icon} label={label} variant={variant} titleId={titleId} />}
      keepLabel="Not yet"
      {...dialog}
      onConfirm={() => change(booking.id, send, copy)}
    >
      <Who booking={booking} />
      {children}
    </ConfirmAction>
  );
}

/** Accept: the escrow goes to the organization, said with its coins before it happens. */
export function AcceptDeliveryButton(props: ActionProps) {
  const { booking } = props;
  return (
    <ConfirmChange
      {...props}
      icon={CircleCheck}
      label="Accept"
      title="Accept this delivery?"
      confirmLabel="Accept delivery"
      workingLabel="Accepting..."
      send={() => callApi(bookingsAccept, { params: { id: booking.id } })}
      copy={{
        done: "Delivery accepted",
        detail: acceptedDone,
        failed: "Couldn't accept the delivery",
      }}
    >
      <p className="font-medium text-foreground">{acceptEffect(booking)}</p>
      <p>Accept only if you received what you booked: you cannot report a problem afterwards.</p>
    </ConfirmChange>
  );
}

/** A button opening one of the customer's booking forms, and the form's dialog. */
function FormButton({
  booking,
  titleId,
  onChanged,
  dialog: Dialog,
  icon,
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
        <PanelButton icon={icon} label={label} variant="outline" titleId={titleId} />,
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
export function OfferActions(props: ActionProps) {
  const { booking } = props;
  const dispute = booking.dispute;
  if (!dispute || dispute.offerCoins === null || dispute.status === "resolved") return null;
  if (dispute.status === "awaiting_organization") return null;
  const offer = dispute.offerCoins;
  const params = { params: { id: booking.id } };
  return (
    <>
      <ConfirmChange
        {...props}
        icon={HandCoins}
        label="Accept offer"
        title="Accept the offer?"
        confirmLabel="Accept offer"
        workingLabel="Accepting..."
        send={() => callApi(disputesAcceptOffer, params)}
        copy={{
          done: "Offer accepted",
          detail: () => offerEffect(booking, offer),
          failed: "Couldn't accept the offer",
        }}
      >
        <p className="font-medium text-foreground">{offerEffect(booking, offer)}</p>
        <p>The dispute ends here. This cannot be undone.</p>
      </ConfirmChange>
      {dispute.status === "awaiting_customer" ? (
        <ConfirmChange
          {...props}
          icon={Gavel}
          label="Ask an admin to decide"
          variant="outline"
          title="Ask an admin to decide?"
          confirmLabel="Ask an admin"
          workingLabel="Sending..."
          send={() => callApi(disputesDeclineOffer, params)}
          copy={{
            done: "Sent to an admin",
            detail: () => "An admin reads both sides and decides. We will email you the decision.",
            failed: "Couldn't send it to an admin",
          }}
        >
          <p>
            An admin reads both sides and decides how the {formatCoins(booking.totalAmount)} are
            shared. Until then you can still accept the offer of {formatCoins(offer)}.
          </p>
        </ConfirmChange>
      ) : null}
    </>
  );
}

/**
 * Withdraw the open dispute: the booking completes and the escrow goes to the organization (an
 * offer still standing is given up), said with its coins before it happens.
 */
export function WithdrawDisputeButton(props: ActionProps) {
  const { booking } = props;
  const dispute = booking.dispute;
  if (!dispute || dispute.status === "resolved") return null;
  return (
    <ConfirmChange
      {...props}
      icon={Undo2}
      label={withdrawLabel(booking)}
      variant="outline"
      title="Withdraw the dispute?"
      confirmLabel="Withdraw dispute"
      workingLabel="Withdrawing..."
      send={() => callApi(disputesWithdraw, { params: { id: booking.id } })}
      copy={{
        done: "Dispute withdrawn",
        detail: acceptedDone,
        failed: "Couldn't withdraw the dispute",
      }}
    >
      <p className="font-medium text-foreground">{withdrawEffect(booking, dispute)}</p>
      <p>The dispute ends and the booking completes. This cannot be undone.</p>
    </ConfirmChange>
  );
}
