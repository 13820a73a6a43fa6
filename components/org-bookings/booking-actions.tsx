"use client";

import { useState } from "react";
import { notify } from "@/lib/notify";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { cancelEffect, completeEffect } from "@/components/bookings/booking-text";
import { callApi, errorMessage } from "@/lib/api/client";
import { orgBookingsCancel } from "@/lib/api/endpoints/org-bookings/cancel";
import { orgBookingsComplete } from "@/lib/api/endpoints/org-bookings/complete";
import type { OrgBookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { refreshOrgDashboard } from "@/lib/swr/use-org-dashboard";
import { SETTLE_BUTTONS_CLASS, SettleButton, type Settlement } from "./settle-button";

interface SettlementCopy {
  title: string;
  effect: (booking: OrgBookingView) => string;
  keep: string;
  confirm: string;
  working: string;
  done: string;
  doneDetail: (booking: OrgBookingView) => string;
  failed: string;
}

const COPY: Record<Settlement, SettlementCopy> = {
  complete: {
    title: "Mark this booking delivered?",
    effect: completeEffect,
    keep: "Not yet",
    confirm: "Mark delivered",
    working: "Completing...",
    done: "Booking Completed",
    doneDetail: (booking) =>
      `${booking.bookingReference} · ${formatCoins(booking.netCoins)} added to your earnings`,
    failed: "Could not complete the booking",
  },
  cancel: {
    title: "Cancel this booking?",
    effect: cancelEffect,
    keep: "Keep booking",
    confirm: "Cancel booking",
    working: "Cancelling...",
    done: "Booking Cancelled",
    doneDetail: (booking) =>
      `${booking.bookingReference} · ${formatCoins(booking.totalAmount)} refunded to ${booking.customerName}`,
    failed: "Could not cancel the booking",
  },
};

interface BookingActionsProps {
  booking: OrgBookingView;
  /** The booking as the server answered after the change. */
  onSettled: (booking: OrgBookingView) => void;
  /** The change was refused (settled elsewhere, gone): the list should be read again. */
  onFailed: () => void;
}

const SETTLE_ENDPOINTS = { complete: orgBookingsComplete, cancel: orgBookingsCancel };

/** Mark delivered and Cancel for an active booking, each behind a confirmation. */
export function BookingActions({ booking, onSettled, onFailed }: BookingActionsProps) {
  const [working, setWorking] = useState<Settlement | null>(null);

  async function settle(action: Settlement): Promise<boolean> {
    setWorking(action);
    const copy = COPY[action];
    try {
      const { data } = await callApi(SETTLE_ENDPOINTS[action], {
        params: { id: booking.id },
      });
      notify.success(copy.done, { description: copy.doneDetail(data) });
      onSettled(data);
      // Escrow, earnings and the header's chip all moved: the dashboard reads them again.
      void refreshOrgDashboard();
      return true;
    } catch (cause) {
      notify.error(copy.failed, { description: errorMessage(cause) });
      onFailed();
      return false;
    } finally {
      setWorking(null);
    }
  }

  return (
    <div className={SETTLE_BUTTONS_CLASS}>
      <SettleDialog
        action="complete"
        booking={booking}
        working={working}
        onConfirm={() => settle("complete")}
      />
      <SettleDialog
        action="cancel"
        booking={booking}
        working={working}
        onConfirm={() => settle("cancel")}
      />
    </div>
  );
}

interface SettleDialogProps {
  action: Settlement;
  booking: OrgBookingView;
  working: Settlement | null;
  onConfirm: () => Promise<boolean>;
}

function SettleDialog({ action, booking, working, onConfirm }: SettleDialogProps) {
  const [open, setOpen] = useState(false);
  const copy = COPY[action];
  const busy = working === action;

  async function confirm() {
    await onConfirm();
    // Closed either way: on success the row shows the new state, on failure a toast explains.
    setOpen(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<SettleButton action={action} booking={booking} disabled={working !== null} />}
      title={copy.title}
      keepLabel={copy.keep}
      confirmLabel={copy.confirm}
      workingLabel={copy.working}
      working={busy}
      destructive={action === "cancel"}
      onConfirm={() => void confirm()}
    >
      <p>
        <span className="font-medium text-foreground">{booking.serviceTitle}</span> for{" "}
        <span className="font-medium text-foreground">{booking.customerName}</span> (
        <span className="font-mono">{booking.bookingReference}</span>).
      </p>
      <p className="font-medium text-foreground">{copy.effect(booking)}</p>
      <p>
        {action === "cancel"
          ? "We email the customer that you cancelled. This cannot be undone."
          : "This cannot be undone."}
      </p>
    </ConfirmDialog>
  );
}
