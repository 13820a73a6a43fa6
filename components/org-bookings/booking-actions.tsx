"use client";

import type { ReactNode } from "react";
import { ConfirmAction } from "@/components/data/confirm-action";
import { cancelEffect } from "@/components/bookings/booking-text";
import { Quote } from "@/components/bookings/delivery-details";
import {
  useDialogButton,
  type BookingDialogProps,
} from "@/components/bookings/forms/booking-dialog";
import { callApi, errorMessage, type ApiResult } from "@/lib/api/client";
import {
  orgBookingsAcceptCancelRequest,
  orgBookingsCancel,
} from "@/lib/api/endpoints/org-bookings";
import type { OrgBookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { notify } from "@/lib/notify";
import { refreshOrgDashboard } from "@/lib/swr/use-org-dashboard";
import type { LazyDialog } from "@/components/ui/lazy-dialog";
import { ACTION_BUTTONS_CLASS, ActionButton, orgActionsFor, type OrgAction } from "./action-button";
import { DeclineDialog, DeliverDialog, RespondDialog } from "./forms/lazy-dialogs";

interface BookingActionsProps {
  booking: OrgBookingView;
  /** The booking as the server answered after the change. */
  onSettled: (booking: OrgBookingView) => void;
  /** The change was refused (settled elsewhere, gone): the list should be read again. */
  onFailed: () => void;
}

/** The row's actions: each opens its form or its confirmation. */
export function BookingActions(props: BookingActionsProps) {
  return (
    <div className={ACTION_BUTTONS_CLASS}>
      {orgActionsFor(props.booking).map((action) => (
        <Action key={action} action={action} {...props} />
      ))}
    </div>
  );
}

const FORMS: Partial<Record<OrgAction, LazyDialog<BookingDialogProps<OrgBookingView>>>> = {
  deliver: DeliverDialog,
  declineRequest: DeclineDialog,
  respond: RespondDialog,
};

function Action({ action, ...props }: BookingActionsProps & { action: OrgAction }) {
  const form = FORMS[action];
  if (form) return <FormAction action={action} dialog={form} {...props} />;
  return action === "acceptRequest" || action === "cancel" ? (
    <ConfirmChange action={action} {...props} />
  ) : null;
}

/** After any change: escrow, earnings and the header's chip all moved; the dashboard reads them. */
function settled(props: BookingActionsProps, booking: OrgBookingView) {
  props.onSettled(booking);
  void refreshOrgDashboard();
}

function FormAction({
  action,
  dialog: Dialog,
  booking,
  ...props
}: BookingActionsProps & {
  action: OrgAction;
  dialog: LazyDialog<BookingDialogProps<OrgBookingView>>;
}) {
  const opener = useDialogButton(null);
  return (
    <>
      {opener.opener(Dialog, <ActionButton action={action} booking={booking} />)}
      <Dialog
        open={opener.open}
        booking={booking}
        onClose={opener.close}
        onCloseAutoFocus={opener.onCloseAutoFocus}
        onDone={(changed) => settled({ booking, ...props }, changed)}
        onStale={props.onFailed}
      />
    </>
  );
}

/** A change behind a confirmation: the call, its toast, and the row's new state or a reload. */
async function confirmChange(
  props: BookingActionsProps,
  send: () => Promise<ApiResult<OrgBookingView>>,
  copy: { done: string; failed: string },
): Promise<boolean> {
  try {
    const { data } = await send();
    notify.success(copy.done, {
      description: `${data.bookingReference} · ${formatCoins(data.totalAmount)} refunded to ${data.customerName}`,
    });
    settled(props, data);
    return true;
  } catch (cause) {
    notify.error(copy.failed, { description: errorMessage(cause) });
    props.onFailed();
    return false;
  }
}

function Who({ booking }: { booking: OrgBookingView }) {
  return (
    <p>
      <span className="font-medium text-foreground">{booking.serviceTitle}</span> for{" "}
      <span className="font-medium text-foreground">{booking.customerName}</span> (
      <span className="font-mono">{booking.bookingReference}</span>).
    </p>
  );
}

interface ConfirmCopy {
  send: typeof orgBookingsCancel | typeof orgBookingsAcceptCancelRequest;
  title: string;
  keep: string;
  confirm: string;
  done: string;
  failed: string;
  /** What happens, said before it does. */
  effect: (booking: OrgBookingView) => ReactNode;
}

/** The two changes behind a confirmation; both give the customer every coin back. */
const CONFIRMS: Record<"cancel" | "acceptRequest", ConfirmCopy> = {
  cancel: {
    send: orgBookingsCancel,
    title: "Cancel this booking?",
    keep: "Keep booking",
    confirm: "Cancel booking",
    done: "Booking Cancelled",
    failed: "Could not cancel the booking",
    effect: (booking) => (
      <>
        <p className="font-medium text-foreground">{cancelEffect(booking)}</p>
        <p>We email the customer that you cancelled. This cannot be undone.</p>
      </>
    ),
  },
  acceptRequest: {
    send: orgBookingsAcceptCancelRequest,
    title: "Accept the request to cancel?",
    keep: "Not now",
    confirm: "Accept and refund",
    done: "Cancellation accepted",
    failed: "Could not accept the request",
    effect: (booking) => (
      <>
        {booking.cancelRequest ? (
          <Quote text={booking.cancelRequest.reason} who={booking.customerName} />
        ) : null}
        <p className="font-medium text-foreground">Every coin goes back: {cancelEffect(booking)}</p>
        <p>The booking is cancelled and we email the customer. This cannot be undone.</p>
      </>
    ),
  },
};

function ConfirmChange({
  action,
  ...props
}: BookingActionsProps & { action: "cancel" | "acceptRequest" }) {
  const { booking } = props;
  const copy = CONFIRMS[action];
  return (
    <ConfirmAction
      trigger={<ActionButton action={action} booking={booking} />}
      title={copy.title}
      keepLabel={copy.keep}
      confirmLabel={copy.confirm}
      workingLabel="Cancelling..."
      destructive
      onConfirm={() =>
        confirmChange(props, () => callApi(copy.send, { params: { id: booking.id } }), copy)
      }
    >
      <Who booking={booking} />
      {copy.effect(booking)}
    </ConfirmAction>
  );
}
