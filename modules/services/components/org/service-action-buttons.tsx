"use client";

import type { ComponentProps } from "react";
import { Eye, EyeOff, Trash2 } from "lucide-react";
import { ConfirmAction } from "@/components/data/confirm-action";
import { Button } from "@/components/ui/button";
import type { ServiceStatus } from "@/modules/services/shared/validations-values";

/**
 * Activate or Deactivate a live service: the organization's and the admin's cards alike. A
 * service not live yet (pending, sent back, rejected) has neither.
 */
export function LiveToggleButton({
  status,
  working,
  onToggle,
}: {
  status: ServiceStatus;
  /** The card's action under way, if any: the button spins for its own. */
  working: string | null;
  onToggle: (action: "activate" | "deactivate") => void;
}) {
  if (status !== "active" && status !== "inactive") return null;
  const active = status === "active";
  const loading = working === "activate" || working === "deactivate";
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      loading={loading}
      onClick={() => onToggle(active ? "deactivate" : "activate")}
    >
      {active ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      {active ? "Deactivate" : "Activate"}
    </Button>
  );
}

/** Delete, confirmed: the dialog says what the service leaves behind (the `children`). */
export function ConfirmDelete({
  title,
  confirmLabel,
  onConfirm,
  onCloseAutoFocus,
  children,
}: Pick<
  ComponentProps<typeof ConfirmAction>,
  "title" | "confirmLabel" | "onConfirm" | "onCloseAutoFocus" | "children"
>) {
  return (
    <ConfirmAction
      onCloseAutoFocus={onCloseAutoFocus}
      trigger={<DeleteButton />}
      title={title}
      keepLabel="Keep Service"
      confirmLabel={confirmLabel}
      workingLabel="Deleting..."
      destructive
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmAction>
  );
}

/** The quiet, red "Delete" of a service card; it opens a confirmation or says why it cannot. */
export function DeleteButton(props: Omit<ComponentProps<typeof Button>, "children">) {
  return (
    <Button type="button" variant="ghost" size="sm" className="text-destructive" {...props}>
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
}
