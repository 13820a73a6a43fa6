"use client";

import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogContentLayout,
} from "@/components/ui/dialog";

interface DialogFrameProps extends DialogContentLayout {
  open: boolean;
  /** Escape, the outside click, the corner's X. */
  onClose: () => void;
  /** Work runs (a save, a decision): the dialog stays until it ends. */
  locked?: boolean;
  className?: string;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/**
 * The frame of the admin's and the organization's dialogs: open while there is something to
 * show, closed by the usual ways unless work is running.
 */
export function DialogFrame({
  open,
  onClose,
  locked = false,
  className,
  onCloseAutoFocus,
  children,
  ...layout
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next || locked ? undefined : onClose())}>
      <DialogContent {...layout} className={className} onCloseAutoFocus={onCloseAutoFocus}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A dialog's title and the sentence under it. */
export function DialogHeading({
  title,
  description,
  className,
  titleWraps = false,
}: {
  title: ReactNode;
  description: ReactNode;
  className?: string;
  /** A title that may take two lines (and break a long word). */
  titleWraps?: boolean;
}) {
  return (
    <DialogHeader className={className}>
      <DialogTitle wraps={titleWraps} className={titleWraps ? "break-words" : undefined}>
        {title}
      </DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

interface DialogActionsProps {
  /** "Cancel", or "Close" where there is nothing to submit. */
  cancelLabel?: string;
  onCancel: () => void;
  /** The submit button's label, variant and state; none for a dialog that only shows. */
  submit?: {
    label: ReactNode;
    variant?: ComponentProps<typeof Button>["variant"];
    disabled?: boolean;
  };
  /** The submit runs: Cancel waits for it and the submit button spins. */
  busy?: boolean;
}

/** A dialog's buttons: a way out, and the form's submit. */
export function DialogActions({
  cancelLabel = "Cancel",
  onCancel,
  submit,
  busy = false,
}: DialogActionsProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      {submit ? (
        <Button type="submit" variant={submit.variant} loading={busy} disabled={submit.disabled}>
          {submit.label}
        </Button>
      ) : null}
    </DialogFooter>
  );
}
