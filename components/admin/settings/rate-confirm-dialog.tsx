"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CircleCheck } from "lucide-react";
import { DialogActions, DialogFrame, DialogHeading } from "@/components/data/dialog-frame";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { confirmsRate, type RateConfirmation } from "@/lib/admin/platform-settings";
import type { RatedCurrency } from "@/lib/money/currencies";

export type ConfirmedRates = Partial<Record<RatedCurrency, string>>;

export interface RateConfirmDialogProps {
  /** The rates the server asks to be typed again (409 confirmation_required); null: closed. */
  confirmations: RateConfirmation[] | null;
  /** The confirmed save is under way: the dialog stays, saying so, until it answers. */
  saving: boolean;
  /** The rates as typed, each of which reads as its new rate. */
  onConfirm: (typed: ConfirmedRates) => void;
  /** Escape, the X, Cancel: nothing is saved and the form keeps what was typed. */
  onCancel: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A rate that moves more than 1% is saved only when the admin, shown what it does to a price,
 * types it again: one field per currency the server asked about, and Confirm enabled once each
 * reads as its new rate (the server checks the same).
 */
export function RateConfirmDialog({
  confirmations,
  saving,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: RateConfirmDialogProps) {
  return (
    <DialogFrame
      open={confirmations !== null}
      onClose={onCancel}
      locked={saving}
      onCloseAutoFocus={onCloseAutoFocus}
      className="sm:max-w-lg"
    >
      {confirmations ? (
        <ConfirmRatesForm
          // New questions (the server asked again about other rates) start empty.
          key={confirmations.map((item) => `${item.currency}:${item.to}`).join(" ")}
          confirmations={confirmations}
          saving={saving}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      ) : null}
    </DialogFrame>
  );
}

function ConfirmRatesForm({
  confirmations,
  saving,
  onConfirm,
  onCancel,
}: Omit<RateConfirmDialogProps, "confirmations" | "onCloseAutoFocus"> & {
  confirmations: RateConfirmation[];
}) {
  const id = useId();
  const [typed, setTyped] = useState<ConfirmedRates>({});
  const first = useRef<HTMLInputElement>(null);
  const ready = confirmations.every((item) => confirmsRate(typed[item.currency] ?? "", item.to));
  const only = confirmations.length === 1 ? confirmations[0] : null;

  // Asked again with other rates, the dialog is already open: the first field takes focus anew.
  useEffect(() => {
    first.current?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && !saving) onConfirm(typed);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <DialogHeading
        title={only ? `Confirm the new ${only.currency} rate` : "Confirm the new rates"}
        description={
          only
            ? "It moves more than 1%, and buyers pay the new price at once. Type the new rate again to save it."
            : "They move more than 1%, and buyers pay the new prices at once. Type each new rate again to save them."
        }
      />
      <fieldset disabled={saving} className="space-y-4">
        {confirmations.map((item, index) => {
          const field = `${id}-${item.currency}`;
          const matches = confirmsRate(typed[item.currency] ?? "", item.to);
          return (
            <div
              key={item.currency}
              data-testid={`rate-confirmation-${item.currency}`}
              className="space-y-3 rounded-lg border bg-muted/40 p-3 sm:p-4"
            >
              <p id={`${field}-prompt`} className="text-sm">
                {item.prompt}
              </p>
              <div className="space-y-2">
                <Label htmlFor={field}>{`New ${item.currency} rate`}</Label>
                <div className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="shrink-0 text-sm whitespace-nowrap text-muted-foreground"
                  >
                    {`1 ${item.currency} =`}
                  </span>
                  <Input
                    ref={index === 0 ? first : undefined}
                    id={field}
                    inputMode="decimal"
                    autoComplete="off"
                    spellCheck={false}
                    className="h-10 max-w-40 text-base tabular-nums"
                    value={typed[item.currency] ?? ""}
                    onChange={(event) =>
                      setTyped((previous) => ({ ...previous, [item.currency]: event.target.value }))
                    }
                    aria-describedby={`${field}-prompt ${field}-status`}
                  />
                  <span aria-hidden="true" className="shrink-0 text-sm text-muted-foreground">
                    coins
                  </span>
                </div>
                <p
                  id={`${field}-status`}
                  aria-live="polite"
                  className="flex min-h-5 items-center gap-1.5 text-xs text-success"
                >
                  {matches ? (
                    <>
                      <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
                      Matches the new rate.
                    </>
                  ) : null}
                </p>
              </div>
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
