"use client";

import { useId, useRef, useState } from "react";
import { Gavel } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ChoiceTile } from "@/components/ui/choice-tile";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, callApi, errorMessage, fieldIssue } from "@/lib/api/client";
import { adminDisputesDecide } from "@/lib/api/endpoints/admin-disputes";
import { DISPUTE_OUTCOMES, type DisputeOutcome } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { notify } from "@/lib/notify";
import type { AdminDisputeDetail } from "@/lib/schemas/disputes";
import { disputeShares, MAX_DECISION_NOTE } from "@/lib/validations/disputes-values";
import { DisputeSharesList } from "./dispute-shares";
import { OUTCOME_LABELS } from "./dispute-words";

const OUTCOME_HINTS: Record<DisputeOutcome, string> = {
  release: "Every coin to the organization, less the commission.",
  refund: "Every coin back to the customer; no commission.",
  split: "Some coins back; the rest to the organization, commission on that rest.",
};

type Field = "outcome" | "refundCoins" | "note";

/**
 * The admin's decision on an open dispute: release, refund or split (the coins back typed, each
 * side's share shown as it is typed), a note both sides read, then a confirmation that says what
 * moves. Final: another admin's decision or the customer's acceptance that got there first is
 * said, and the page shows the dispute as it now is.
 */
export function DecisionForm({
  detail,
  onSettled,
}: {
  detail: AdminDisputeDetail;
  /** After the decision, or after finding it decided already: the page reads it again. */
  onSettled: () => void;
}) {
  const { booking } = detail;
  const ids = { legend: useId(), coins: useId(), note: useId(), shares: useId(), error: useId() };
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null);
  const [coins, setCoins] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const reviewRef = useRef<HTMLButtonElement>(null);
  // Set once the decision went through: the form is about to give way to how it ended.
  const decided = useRef(false);
  /** A field's problem goes once the field changes; the rest stay until the next review. */
  const cleared = (field: Field) =>
    setErrors((found) => {
      const { [field]: _gone, ...rest } = found;
      return rest;
    });

  const refundCoins = outcome === "split" ? Number(coins) : 0;
  const shares = outcome ? disputeShares(booking, outcome, refundCoins) : null;
  const maxSplit = booking.totalAmount - 1;

  function review() {
    const found: Partial<Record<Field, string>> = {};
    if (!outcome) found.outcome = "Choose a decision.";
    if (outcome === "split" && !shares) {
      found.refundCoins =
        maxSplit >= 1
          ? `Type the coins back to the customer: 1 to ${maxSplit}.`
          : "This booking is too small to split: release or refund it.";
    }
    if (!note.trim()) found.note = "Say why: both sides read it.";
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  async function decide() {
    if (!outcome) return;
    setWorking(true);
    try {
      await callApi(adminDisputesDecide, {
        params: { id: detail.dispute.id },
        body: {
          outcome,
          note: note.trim(),
          ...(outcome === "split" ? { refundCoins } : {}),
        },
      });
      notify.success("Dispute decided", { description: OUTCOME_LABELS[outcome] });
      decided.current = true;
      setConfirming(false);
    } catch (cause) {
      const issue = fieldIssue(cause, ["outcome", "refundCoins", "note"] as const);
      if (issue) setErrors({ [issue.field]: issue.message });
      const conflict = cause instanceof ApiClientError && cause.status === 409;
      notify.error(conflict ? "Already resolved" : "Dispute not decided", {
        description: errorMessage(cause),
      });
      setConfirming(false);
    } finally {
      setWorking(false);
      onSettled();
    }
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <fieldset
        aria-labelledby={ids.legend}
        aria-describedby={errors.outcome ? ids.error : undefined}
        className="space-y-2"
      >
        <legend id={ids.legend} className="text-sm font-medium">
          Decision
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {DISPUTE_OUTCOMES.map((choice) => (
            <ChoiceTile
              key={choice}
              selected={outcome === choice}
              className="flex-col gap-1 p-3"
              input={{
                name: "outcome",
                value: choice,
                checked: outcome === choice,
                disabled: choice === "split" && maxSplit < 1,
                onChange: () => {
                  setOutcome(choice);
                  cleared("outcome");
                  cleared("refundCoins");
                },
              }}
            >
              <span className="text-sm font-semibold">{OUTCOME_LABELS[choice]}</span>
              <span className="text-xs text-muted-foreground">{OUTCOME_HINTS[choice]}</span>
            </ChoiceTile>
          ))}
        </div>
        {errors.outcome ? (
          <p id={ids.error} className="text-sm font-medium text-destructive">
            {errors.outcome}
          </p>
        ) : null}
      </fieldset>
      {outcome === "split" ? (
        <div className="space-y-1.5">
          <Label htmlFor={ids.coins}>Coins back to the customer (1 to {maxSplit})</Label>
          <Input
            id={ids.coins}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxSplit}
            step={1}
            value={coins}
            className="sm:max-w-48"
            aria-invalid={Boolean(errors.refundCoins)}
            aria-describedby={`${ids.shares}${errors.refundCoins ? ` ${ids.coins}-error` : ""}`}
            onChange={(event) => {
              setCoins(event.target.value);
              cleared("refundCoins");
            }}
          />
          {errors.refundCoins ? (
            <p id={`${ids.coins}-error`} className="text-sm font-medium text-destructive">
              {errors.refundCoins}
            </p>
          ) : null}
        </div>
      ) : null}
      {shares ? (
        <div aria-live="polite">
          <DisputeSharesList id={ids.shares} shares={shares} />
        </div>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={ids.note}>Note to both sides</Label>
        <Textarea
          id={ids.note}
          value={note}
          maxLength={MAX_DECISION_NOTE}
          rows={4}
          placeholder="What you found, and why this decision."
          aria-invalid={Boolean(errors.note)}
          aria-describedby={errors.note ? `${ids.note}-error` : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            cleared("note");
          }}
        />
        {errors.note ? (
          <p id={`${ids.note}-error`} className="text-sm font-medium text-destructive">
            {errors.note}
          </p>
        ) : null}
      </div>
      <Button ref={reviewRef} type="submit" className="w-full sm:w-auto">
        <Gavel aria-hidden="true" />
        Review decision
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!working) setConfirming(open);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Decided, the form gives way to how it ended once the page is read again: focus goes
          // to the page's main region rather than to a button about to go.
          if (decided.current) document.getElementById("main-content")?.focus();
          else reviewRef.current?.focus();
        }}
        title={outcome ? `${OUTCOME_LABELS[outcome]}?` : "Decide this dispute?"}
        keepLabel="Go back"
        confirmLabel="Decide"
        workingLabel="Deciding..."
        working={working}
        destructive={outcome === "refund"}
        onConfirm={() => void decide()}
      >
        {shares ? (
          <>
            <p>
              The {formatCoins(booking.totalAmount)} in escrow move now, and both sides are mailed
              the decision and your note. This is final.
            </p>
            <DisputeSharesList shares={shares} />
          </>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}
