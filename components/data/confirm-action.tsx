"use client";

import { useReducer, type ReactElement, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { cn } from "@/lib/utils";
import { CONFIRM_IDLE, confirmFlow } from "./confirm-flow";

/** A row of actions under a card or a detail: they wrap on a phone. */
export function ActionBar({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("flex flex-wrap gap-2", className)}>{children}</div>;
}

interface ConfirmActionProps {
  /** The button that opens the confirmation. */
  trigger: ReactElement;
  title: string;
  /** What is at stake and what happens. */
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  workingLabel: string;
  destructive?: boolean;
  /** Runs the action: true when it went through (the dialog closes), false to keep it open. */
  onConfirm: () => Promise<boolean>;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * An action of an action bar that asks first ("Delete … permanently?"): the dialog says what
 * happens, "Keep" leaves things as they are, and the action runs to its end before it closes.
 */
export function ConfirmAction({ trigger, onConfirm, ...dialog }: ConfirmActionProps) {
  const [state, send] = useReducer(confirmFlow, CONFIRM_IDLE);
  async function confirm() {
    send("confirm");
    send((await onConfirm()) ? "succeeded" : "failed");
  }
  return (
    <ConfirmDialog
      {...dialog}
      open={state.open}
      onOpenChange={(open) => send(open ? "open" : "close")}
      trigger={trigger}
      working={state.working}
      onConfirm={() => void confirm()}
    />
  );
}
