"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Slot } from "radix-ui";
import type { ConfirmDialogProps } from "./confirm-dialog-body";

const loadBody = () => import("./confirm-dialog-body");
const ConfirmDialogBody = dynamic(() => loadBody().then((module) => module.ConfirmDialogBody), {
  ssr: false,
});
/** Fetches the dialog's code when a person heads for its button, so it opens at once. */
const preload = () => void loadBody();

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
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const triggerRef = useRef<HTMLElement>(null);

  return (
    <>
      {trigger ? (
        <Slot.Root
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => onOpenChange(true)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {trigger}
        </Slot.Root>
      ) : null}
      {used ? (
        <ConfirmDialogBody
          {...props}
          onCloseAutoFocus={(event) => {
            if (onCloseAutoFocus) return onCloseAutoFocus(event);
            if (!triggerRef.current) return;
            event.preventDefault();
            triggerRef.current.focus();
          }}
        />
      ) : null}
    </>
  );
}
