"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CircleCheck } from "lucide-react";
import { DialogActions, DialogFrame, DialogHeading } from "@/components/data/dialog-frame";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  confirmsRate,
  type ChangeConfirmation,
  type RateConfirmation,
} from "@/lib/admin/platform-settings";
import { confirmsRule, type RuleChange } from "@/lib/economics/rule-changes";

/** What the admin typed again: rates by currency, rules by field name. */
export interface TypedAgain {
  rates: Partial<Record<RateConfirmation["currency"], string>>;
  rules: Partial<Record<RuleChange["rule"], string>>;
}

export interface ChangesConfirmDialogProps {
  /** The changes to confirm before saving (or that the server asked about); null: closed. */
  confirmations: ChangeConfirmation[] | null;
  /** The confirmed save is under way: the dialog stays, saying so, until it answers. */
  saving: boolean;
  /** Every change confirmed, each value asked for typed again as its new value. */
  onConfirm: (typed: TypedAgain) => void;
  /** Escape, the X, Cancel: nothing is saved and the form keeps what was typed. */
  onCancel: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A change that must be typed again: every rate asked about, a rule moved past its step. */
const mustType = (item: ChangeConfirmation) => item.kind === "rate" || item.typed;

const keyOf = (item: ChangeConfirmation) => (item.kind === "rate" ? item.currency : item.rule);

/** Whether `text` is the change's new value, read as the server reads it. */
const matches = (item: ChangeConfirmation, text: string) =>
  item.kind === "rate" ? confirmsRate(text, item.to) : confirmsRule(item, text);

function titleOf(confirmations: ChangeConfirmation[]): string {
  const only = confirmations.length === 1 ? confirmations[0]! : null;
  if (!only) return "Confirm the changes";
  return only.kind === "rate"
    ? `Confirm the new ${only.currency} rate`
    : `Confirm the new ${only.label.toLowerCase()}`;
}

function descriptionOf(confirmations: ChangeConfirmation[]): string {
  const only = confirmations.length === 1 ? confirmations[0]! : null;
  if (only?.kind === "rate") {
    return "It moves more than 1%, and buyers pay the new price at once. Type the new rate again to save it.";
  }
  if (only) {
    return only.typed
      ? "It applies to the whole platform from the moment it is saved. Type the new value again to save it."
      : "It applies to the whole platform from the moment it is saved.";
  }
  const typing = confirmations.some(mustType)
    ? " Type each value asked for again to save them."
    : "";
  return `They apply to the whole platform from the moment they are saved.${typing}`;
}

/**
 * Every change of the platform-wide money rules is shown with what it does before it is saved;
 * a rule moved past its step, and a rate moved more than 1%, must be typed again: one field each,
 * and Confirm enabled once each reads as its new value (the server checks the same).
 */
export function ChangesConfirmDialog({
  confirmations,
  saving,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: ChangesConfirmDialogProps) {
  return (
    <DialogFrame
      open={confirmations !== null}
      onClose={onCancel}
      locked={saving}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {confirmations ? (
        <ConfirmChangesForm
          // New questions (the server asked about others) start empty.
          key={confirmations.map((item) => `${keyOf(item)}:${item.to}`).join(" ")}
          confirmations={confirmations}
          saving={saving}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      ) : null}
    </DialogFrame>
  );
}

function ConfirmChangesForm({
  confirmations,
  saving,
  onConfirm,
  onCancel,
}: Omit<ChangesConfirmDialogProps, "confirmations" | "onCloseAutoFocus"> & {
  confirmations: ChangeConfirmation[];
}) {
  const id = useId();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const first = useRef<HTMLInputElement>(null);
  const firstTyped = confirmations.find(mustType);
  const ready = confirmations.every(
    (item) => !mustType(item) || matches(item, typed[keyOf(item)] ?? ""),
  );

  // Asked again about other values, the dialog is already open: the first field takes focus
  // anew. With nothing to type, the dialog's own first control (Cancel) has it.
  useEffect(() => {
    first.current?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || saving) return;
    const again: TypedAgain = { rates: {}, rules: {} };
    for (const item of confirmations) {
      const text = typed[keyOf(item)];
      if (!mustType(item) || text === undefined) continue;
      if (item.kind === "rate") again.rates[item.currency] = text;
      else again.rules[item.rule] = text;
    }
    onConfirm(again);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <DialogHeading title={titleOf(confirmations)} description={descriptionOf(confirmations)} />
      <fieldset disabled={saving} className="space-y-4">
        {confirmations.map((item) => {
          const key = keyOf(item);
          const field = `${id}-${key}`;
          const asked = mustType(item);
          const label =
            item.kind === "rate" ? `New ${item.currency} rate` : `New ${item.label.toLowerCase()}`;
          return (
            <div
              key={key}
              data-testid={
                item.kind === "rate" ? `rate-confirmation-${key}` : `rule-confirmation-${key}`
              }
              className="space-y-3 rounded-lg border bg-muted/40 p-3 sm:p-4"
            >
              <p id={`${field}-prompt`} className="text-sm">
                {item.prompt}
              </p>
              {asked ? (
                <div className="space-y-2">
                  <Label htmlFor={field}>{label}</Label>
                  <div className="flex items-center gap-2">
                    {item.kind === "rate" ? (
                      <span
                        aria-hidden="true"
                        className="shrink-0 text-sm whitespace-nowrap text-muted-foreground"
                      >
                        {`1 ${item.currency} =`}
                      </span>
                    ) : null}
                    <Input
                      ref={item === firstTyped ? first : undefined}
                      id={field}
                      inputMode={
                        item.kind === "rule" && item.unit === "coins" ? "numeric" : "decimal"
                      }
                      autoComplete="off"
                      spellCheck={false}
                      fieldSize="lg"
                      className="max-w-40 text-base tabular-nums"
                      value={typed[key] ?? ""}
                      onChange={(event) =>
                        setTyped((previous) => ({ ...previous, [key]: event.target.value }))
                      }
                      aria-describedby={`${field}-prompt ${field}-status`}
                    />
                    <span aria-hidden="true" className="shrink-0 text-sm text-muted-foreground">
                      {item.kind === "rate" ? "coins" : item.unit}
                    </span>
                  </div>
                  <p
                    id={`${field}-status`}
                    aria-live="polite"
                    className="flex min-h-5 items-center gap-1.5 text-xs text-success"
                  >
                    {matches(item, typed[key] ?? "") ? (
                      <>
                        <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
                        {item.kind === "rate" ? "Matches the new rate." : "Matches the new value."}
                      </>
                    ) : null}
                  </p>
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <DialogActions
        onCancel={onCancel}
        busy={saving}
        submit={{
          label: saving ? "Saving..." : "Confirm and save",
          disabled: !ready,
        }}
      />
    </form>
  );
}
