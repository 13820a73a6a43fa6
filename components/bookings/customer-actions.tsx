"use client";

import type { ReactNode } from "react";
import { ConfirmAction } from "@/components/data/confirm-action";
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
import {
  CustomerActionButton,
  customerActionsFor,
  type CustomerAction,
} from "./customer-action-button";
import { withdrawEffect } from "./dispute-text";
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

interface ConfirmChangeProps extends ActionProps {
  action: CustomerAction;
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
  action,
  send,
  copy,
  children,
  ...dialog
}: ConfirmChangeProps) {
  const change = useBookingChange(onChanged);
  return (
    <ConfirmAction
      trigger={<CustomerActionButton action={action} booking={booking} titleId={titleId} />}
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
function AcceptDeliveryButton(props: ActionProps) {
  const { booking } = props;
  return (
    <ConfirmChange
      {...props}
      action="accept"
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
  action,
}: ActionProps & {
  dialog: LazyDialog<BookingDialogProps<BookingView>>;
  action: CustomerAction;
}) {
  const opener = useDialogButton(bookingRowId(booking.id));
  return (
    <>
      {opener.opener(
        Dialog,
        <CustomerActionButton action={action} booking={booking} titleId={titleId} />,
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
function AskCancelButton(props: ActionProps) {
  return <FormButton {...props} dialog={AskCancelDialog} action="askCancel" />;
}

/** Opens the dispute form. */
function ReportProblemButton(props: ActionProps) {
  return <FormButton {...props} dialog={ReportProblemDialog} action="report" />;
}

/** What accepting an offer of `offer` coins does with the escrow. */
function offerEffect(booking: BookingView, offer: number): string {
  if (offer >= booking.totalAmount)
    return `Every coin (${formatCoins(booking.totalAmount)}) comes back to your wallet.`;
  return `${formatCoins(offer)} come back to your wallet; the other ${formatCoins(booking.totalAmount - offer)} go to ${booking.organization}.`;
}

/** Accept the organization's offer: the dispute ends (it stays acceptable until a decision). */
function AcceptOfferButton(props: ActionProps & { offer: number }) {
  const { booking, offer, ...rest } = props;
  return (
    <ConfirmChange
      {...rest}
      booking={booking}
      action="acceptOffer"
      title="Accept the offer?"
      confirmLabel="Accept offer"
      workingLabel="Accepting..."
      send={() => callApi(disputesAcceptOffer, { params: { id: booking.id } })}
      copy={{
        done: "Offer accepted",
        detail: () => offerEffect(booking, offer),
        failed: "Couldn't accept the offer",
      }}
    >
      <p className="font-medium text-foreground">{offerEffect(booking, offer)}</p>
      <p>The dispute ends here. This cannot be undone.</p>
    </ConfirmChange>
  );
}

/** Ask an admin to decide, while the offer waits for the customer. */
function AskAdminButton(props: ActionProps & { offer: number }) {
  const { booking, offer, ...rest } = props;
  return (
    <ConfirmChange
      {...rest}
      booking={booking}
      action="askAdmin"
      title="Ask an admin to decide?"
      confirmLabel="Ask an admin"
      workingLabel="Sending..."
      send={() => callApi(disputesDeclineOffer, { params: { id: booking.id } })}
      copy={{
        done: "Sent to an admin",
        detail: () => "An admin reads both sides and decides. We will email you the decision.",
        failed: "Couldn't send it to an admin",
      }}
    >
      <p>
        An admin reads both sides and decides how the {formatCoins(booking.totalAmount)} are shared.
        Until then you can still accept the offer of {formatCoins(offer)}.
      </p>
    </ConfirmChange>
  );
}

/**
 * Withdraw the open dispute: the booking completes and the escrow goes to the organization (an
 * offer still standing is given up), said with its coins before it happens.
 */
function WithdrawDisputeButton(props: ActionProps) {
  const { booking } = props;
  const dispute = booking.dispute;
  if (!dispute) return null;
  return (
    <ConfirmChange
      {...props}
      action="withdraw"
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

/**
 * The buttons of a booking's protection panel, those customerActionsFor gives it now: loaded
 * after the page (lazy-customer-actions.tsx), as each brings its confirmation or form.
 */
export function CustomerActions(props: ActionProps) {
  const offer = props.booking.dispute?.offerCoins ?? 0;
  return customerActionsFor(props.booking).map((action) => {
    switch (action) {
      case "askCancel":
        return <AskCancelButton key={action} {...props} />;
      case "accept":
        return <AcceptDeliveryButton key={action} {...props} />;
      case "report":
        return <ReportProblemButton key={action} {...props} />;
      case "acceptOffer":
        return <AcceptOfferButton key={action} {...props} offer={offer} />;
      case "askAdmin":
        return <AskAdminButton key={action} {...props} offer={offer} />;
      case "withdraw":
        return <WithdrawDisputeButton key={action} {...props} />;
    }
  });
}
