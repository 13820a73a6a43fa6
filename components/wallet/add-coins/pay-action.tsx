"use client";

import type { Ref } from "react";
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatMinor } from "@/lib/format/money-minor";
import type { Currency } from "@/lib/money/currencies";
import type { CheckoutScriptStatus } from "@/lib/payments/checkout-client";
import type { PurchaseStep } from "./use-coin-purchase";

const STEP_LABELS: Partial<Record<PurchaseStep, string>> = {
  ordering: "Creating order...",
  checkout: "Waiting for payment...",
  verifying: "Verifying payment...",
  paid: "Payment complete",
};

interface PayActionProps {
  /** What Pay charges, in minor units; null while nothing (valid) is chosen. */
  amountMinor: number | null;
  /** What is wrong with the typed amount (the field says it too); null when nothing is. */
  amountProblem: string | null;
  /** Said under Pay when nothing stops it: how long the price holds (add-coins-screen.tsx). */
  note?: string | null;
  currency: Currency;
  step: PurchaseStep;
  script: CheckoutScriptStatus;
  onRetryScript: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Why Pay cannot be pressed right now, in words, under the button. */
function disabledReason(props: PayActionProps): string | null {
  if (props.step !== "idle") return null;
  if (props.script === "loading") return "Loading the secure payment window...";
  if (props.script === "failed") return null;
  // Said again beside Pay: on a phone the field is out of sight when Pay is pressed.
  if (props.amountProblem) return props.amountProblem;
  if (props.amountMinor === null) return "Choose a package or enter an amount to continue.";
  return null;
}

/**
 * The submit button of the Add Coins form (docs/spec.md section 5): disabled while processing, when the
 * amount is empty or not positive, or while the payment script is not loaded.
 */
export function PayAction(props: PayActionProps) {
  const { amountMinor, currency, step, script, onRetryScript, buttonRef } = props;
  const busy = step !== "idle";
  const scriptLoading = script === "loading" && !busy;
  const label =
    STEP_LABELS[step] ??
    (scriptLoading
      ? "Payment Service Loading"
      : amountMinor !== null
        ? `Pay ${formatMinor(amountMinor, currency)}`
        : "Pay");
  const reason = disabledReason(props);
  // The note is for a price being chosen or paid: not while an order is made or checked.
  const noted = (step === "idle" || step === "checkout") && script !== "failed";
  const said = reason ?? (noted ? (props.note ?? null) : null);

  return (
    <div className="space-y-3">
      <Button
        ref={buttonRef}
        type="submit"
        size="xl"
        className="w-full"
        loading={busy || scriptLoading}
        disabled={script !== "ready" || amountMinor === null}
      >
        {label}
      </Button>
      <p aria-live="polite" className="min-h-5 text-center text-sm text-muted-foreground">
        {said}
      </p>
      {script === "failed" && !busy ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-2 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-center text-sm"
        >
          <p className="font-medium text-destructive">
            The payment service could not be loaded. Check your connection and try again.
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onRetryScript}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
