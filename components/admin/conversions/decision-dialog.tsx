"use client";

import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, callApi, errorMessage } from "@/lib/api/client";
import { conversionsApprove, conversionsReject } from "@/lib/api/endpoints/conversions";
import type { AdminConversion } from "@/lib/schemas/admin-conversions";
import {
  CONVERSION_APPROVED_TITLE,
  CONVERSION_REJECTED_TITLE,
  DEFAULT_REJECTION_REASON,
} from "@/lib/conversions/admin-messages";
import { payoutSentence } from "@/lib/conversions/payout-words";
import { notify } from "@/lib/notify";
import { ALREADY_PROCESSED_TITLE, describeConversion, type Decision } from "./admin-conversion-row";

export interface DecisionDialogProps {
  pending: { conversion: AdminConversion; decision: Decision } | null;
  onClose: () => void;
  /** After the decision, or after finding another admin made one: every list and figure again. */
  onSettled: () => void;
}

/** Approve or reject one request, behind a confirmation; a rejection says why. */
export function DecisionDialog({ pending, onClose, onSettled }: DecisionDialogProps) {
  const [working, setWorking] = useState(false);
  const [reason, setReason] = useState(DEFAULT_REJECTION_REASON);
  const reasonId = useId();
  const approving = pending?.decision === "approved";
  const decided = useRef(false);

  async function decide() {
    if (!pending) return;
    const { conversion, decision } = pending;
    setWorking(true);
    try {
      const params = { id: conversion.id };
      if (decision === "approved") await callApi(conversionsApprove, { params });
      else await callApi(conversionsReject, { params, body: { reason } });
      notify.success(
        decision === "approved" ? CONVERSION_APPROVED_TITLE : CONVERSION_REJECTED_TITLE,
        { description: describeConversion(conversion) },
      );
    } catch (cause) {
      // Another admin decided first: say so, and show the request as it now is.
      const conflict = cause instanceof ApiClientError && cause.status === 409;
      notify.error(
        conflict
          ? ALREADY_PROCESSED_TITLE
          : approving
            ? "Conversion not approved"
            : "Conversion not rejected",
        { description: errorMessage(cause) },
      );
    } finally {
      decided.current = true;
      setWorking(false);
      setReason(DEFAULT_REJECTION_REASON);
      onClose();
      onSettled();
    }
  }

  const payout = pending ? payoutSentence(pending.conversion) : "";
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (open) return;
        setReason(DEFAULT_REJECTION_REASON);
        onClose();
      }}
      onCloseAutoFocus={(event) => {
        // The row's buttons are gone once it is decided: focus returns to the queue's heading.
        // Kept pending, the button that opened the dialog takes it back (the dialog's own rule).
        if (!decided.current) return;
        decided.current = false;
        event.preventDefault();
        document.getElementById("pending-heading")?.focus();
      }}
      title={approving ? "Approve this conversion?" : "Reject this conversion?"}
      keepLabel="Keep Pending"
      confirmLabel={approving ? "Approve" : "Reject"}
      workingLabel={approving ? "Approving..." : "Rejecting..."}
      working={working}
      destructive={!approving}
      onConfirm={() => void decide()}
    >
      {pending ? (
        approving ? (
          <>
            <p className="font-semibold text-foreground" data-testid="decision-payout">
              {payout}
              {pending.conversion.payoutMasked ? ` to ${pending.conversion.payoutMasked}` : ""}.
            </p>
            <p>
              {describeConversion(pending.conversion)}: the request is processing while the payout
              is sent. Its coins stay held until the payout is confirmed paid (then they are
              redeemed
              {pending.conversion.feeCoins > 0 ? ", the fee kept by the platform" : ""}) or fails
              (then they go back to the organization).
            </p>
          </>
        ) : (
          <>
            <p>
              {describeConversion(pending.conversion)}: the coins go back to the organization&apos;s
              available balance, and it is told the reason.
            </p>
            <div className="space-y-1.5 pt-1 text-left text-foreground">
              <Label htmlFor={reasonId}>Reason</Label>
              <Textarea
                id={reasonId}
                value={reason}
                maxLength={500}
                disabled={working}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
          </>
        )
      ) : null}
    </ConfirmDialog>
  );
}
