"use client";

import { useId, useState, type FormEvent } from "react";
import { DialogActions, DialogFrame, DialogHeading } from "@/components/data/dialog-frame";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, callApi, errorMessage } from "@/lib/api/client";
import {
  adminServiceChangesApprove,
  adminServiceChangesReject,
  adminServiceChangesRequestChanges,
} from "@/lib/api/endpoints/admin-service-changes";
import {
  moderationApprove,
  moderationReject,
  moderationRequestChanges,
} from "@/lib/api/endpoints/moderation";
import type { AdminServiceView } from "@/modules/services/shared/admin-schemas";
import { notify } from "@/lib/notify";
import { ServiceDiff } from "./service-diff";

export type ServiceDecision = "approved" | "changes_requested" | "rejected";

export interface PendingDecision {
  service: AdminServiceView;
  /** The service itself (a new one), or the edit of a live one waiting for review. */
  target: "service" | "change";
  decision: ServiceDecision;
}

/** POST moderation.*: the decision on a new service, or on the edit of a live one. */
function sendDecision({ target, decision }: PendingDecision, id: string, said: string) {
  const params = { id };
  const live = target === "change";
  if (decision === "approved") {
    return callApi(live ? adminServiceChangesApprove : moderationApprove, {
      params,
    });
  }
  if (decision === "rejected") {
    const body = { reason: said };
    return live
      ? callApi(adminServiceChangesReject, { params, body })
      : callApi(moderationReject, { params, body });
  }
  const body = { note: said };
  return live
    ? callApi(adminServiceChangesRequestChanges, { params, body })
    : callApi(moderationRequestChanges, { params, body });
}

const CONFIRM: Record<ServiceDecision, { label: string; working: string }> = {
  approved: { label: "Approve", working: "Approving..." },
  changes_requested: { label: "Request changes", working: "Sending..." },
  rejected: { label: "Reject", working: "Rejecting..." },
};

function titleOf({ service, target, decision }: PendingDecision): string {
  const what = target === "change" ? `the edit of ${service.title}` : service.title;
  if (decision === "approved") return `Approve ${what}?`;
  if (decision === "changes_requested") return `Request changes to ${what}`;
  return `Reject ${what}?`;
}

function explanation({ target, decision }: PendingDecision): string {
  if (target === "change") {
    if (decision === "approved") return "The live service takes these values at once.";
    if (decision === "changes_requested") {
      return "The organization sees your note and edits again; the live version stays as it is.";
    }
    return "The edit is dropped; the live version stays as it is. The organization sees why.";
  }
  if (decision === "approved") return "It goes live in the catalogue and can be booked.";
  if (decision === "changes_requested") {
    return "The organization sees your note, edits the service and sends it for review again.";
  }
  return "It will not be listed. The organization sees why.";
}

export interface DecisionDialogProps {
  pending: PendingDecision | null;
  onClose: () => void;
  /** After the decision, or after finding another admin made one: the list again. */
  onSettled: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Approve, request changes (a note, required) or reject (a reason, required), confirmed. */
export function DecisionDialog({
  pending,
  onClose,
  onSettled,
  onCloseAutoFocus,
}: DecisionDialogProps) {
  const [working, setWorking] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { field: useId(), error: useId() };
  const needsText = pending !== null && pending.decision !== "approved";
  const fieldLabel = pending?.decision === "rejected" ? "Reason" : "What should change";

  function close() {
    setText("");
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending || working) return;
    const { service, target, decision } = pending;
    const said = text.trim();
    if (needsText && !said) {
      setError(decision === "rejected" ? "Give a reason" : "Say what should change");
      return;
    }
    const id = target === "change" ? service.pendingChange?.id : service.id;
    if (!id) return;
    setWorking(true);
    try {
      const { message } = await sendDecision(pending, id, said);
      notify.success(message ?? "Decision recorded", { description: service.title });
      close();
      onSettled();
    } catch (cause) {
      const conflict = cause instanceof ApiClientError && [404, 409].includes(cause.status);
      if (conflict) {
        notify.error("Already reviewed", { description: errorMessage(cause) });
        close();
        onSettled();
      } else {
        setError(errorMessage(cause));
      }
    } finally {
      setWorking(false);
    }
  }

  return (
    <DialogFrame
      open={pending !== null}
      onClose={close}
      locked={working}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {pending ? (
        <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
          <DialogHeading title={titleOf(pending)} titleWraps description={explanation(pending)} />
          {pending.target === "change" && pending.service.pendingChange ? (
            <div className="max-h-60 overflow-y-auto rounded-lg border bg-muted/50 p-3">
              <ServiceDiff changes={pending.service.pendingChange.changes} />
            </div>
          ) : null}
          {needsText ? (
            <div className="space-y-1.5">
              <Label htmlFor={ids.field}>{fieldLabel}</Label>
              <Textarea
                id={ids.field}
                value={text}
                maxLength={1000}
                required
                disabled={working}
                aria-invalid={error !== null}
                aria-describedby={error ? ids.error : undefined}
                onChange={(event) => {
                  setText(event.target.value);
                  setError(null);
                }}
              />
            </div>
          ) : null}
          {error ? (
            <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <DialogActions
            onCancel={close}
            busy={working}
            submit={{
              label: working ? CONFIRM[pending.decision].working : CONFIRM[pending.decision].label,
              variant: pending.decision === "rejected" ? "destructive" : "default",
            }}
          />
        </form>
      ) : null}
    </DialogFrame>
  );
}
