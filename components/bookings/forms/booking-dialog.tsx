"use client";

// Kept apart from the dialogs themselves (form-dialog.tsx): the rows draw these buttons at once,
// and Radix's dialog must not come with them (lib/api/client-bundle.test.ts).
import { useState, type ReactElement } from "react";
import { DialogOpener, useReturnFocus, type LazyDialog } from "@/components/ui/lazy-dialog";

/**
 * A button that opens one of a booking's form dialogs (loaded on first use), and where focus goes
 * when it closes: back to the button, or, when the change removed it, to the booking's card.
 */
export function useDialogButton(fallbackId: string | null) {
  const [open, setOpen] = useState(false);
  const { triggerRef } = useReturnFocus();

  function onCloseAutoFocus(event: Event) {
    const trigger = triggerRef.current?.isConnected ? triggerRef.current : null;
    const target = trigger ?? (fallbackId ? document.getElementById(fallbackId) : null);
    // Without either, the dialog's own rule applies: the opener's nearest container that takes
    // focus (components/ui/opener-focus.ts).
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  function opener(dialog: Pick<LazyDialog<never>, "opener">, button: ReactElement) {
    return (
      <DialogOpener
        dialog={dialog}
        open={open}
        onOpen={() => setOpen(true)}
        triggerRef={triggerRef}
      >
        {button}
      </DialogOpener>
    );
  }

  return { open, close: () => setOpen(false), onCloseAutoFocus, opener };
}

/** What every booking form dialog takes. */
export interface BookingDialogProps<B> {
  open: boolean;
  booking: B;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  /** The booking as the server answered after the change. */
  onDone: (booking: B) => void;
  /** The change was refused because the booking changed meanwhile: read it again. */
  onStale: () => void;
}
