"use client";

import type { ConfirmDialogProps } from "./confirm-dialog-body";
import { DialogOpener, lazyDialog, useReturnFocus } from "./lazy-dialog";

const ConfirmDialogBody = lazyDialog(
  () => import("./confirm-dialog-body").then((module) => module.ConfirmDialogBody),
  (props: ConfirmDialogProps) => props.open,
);

/**
 * "Cancel this booking?", "Delete this service?": what happens, a way to keep things as they
 * are, and the change, which runs to its end (no Escape or outside click while it does).
 *
 * The dialog's code (Radix's alert dialog and its focus trap) loads on first use, not with the
 * page: lists and dashboards draw many buttons that open one and most visits open none. The
 * button is drawn at once and says what it opens; closing the dialog returns focus to it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, trigger, onCloseAutoFocus } = props;
  const { triggerRef, returnFocus } = useReturnFocus();

  return (
    <>
      {trigger ? (
        <DialogOpener
          dialog={ConfirmDialogBody}
          open={open}
          onOpen={() => onOpenChange(true)}
          triggerRef={triggerRef}
        >
          {trigger}
        </DialogOpener>
      ) : null}
      <ConfirmDialogBody {...props} onCloseAutoFocus={onCloseAutoFocus ?? returnFocus} />
    </>
  );
}
