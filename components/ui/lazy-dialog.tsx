"use client";

import { useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import dynamic from "next/dynamic";
import { Slot } from "./slot";

/** A dialog component whose code loads on first open, and the ways to fetch it earlier. */
export type LazyDialog<P> = ComponentType<P> & {
  /** Starts the download: call it when a person heads for a button that opens the dialog. */
  preload: () => void;
  /** Spread on such a button: pointing at it or focusing it (Tab, a tap) fetches the dialog. */
  opener: { onPointerEnter: () => void; onFocus: () => void };
};

/**
 * The dialogs a page may open (a form, a decision, a preview) with their code, Radix's dialog
 * with its focus trap and scroll lock and what it shows, loaded on first open rather than with
 * the page: most visits open none. Until then nothing is drawn, as a closed dialog draws nothing;
 * after, the dialog stays mounted and behaves as before (Escape, focus trap, focus on close).
 * `isOpen` reads the open state from the dialog's own props (`open`, a chosen item, ...); a dialog
 * opened before its code arrives opens the moment it does.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyDialog<P> {
  const Dialog = dynamic(load, { ssr: false });
  const preload = () => void load().catch(() => undefined);

  function LazyDialogBody(props: P) {
    const open = isOpen(props);
    const [used, setUsed] = useState(open);
    if (open && !used) setUsed(true);
    return used ? <Dialog {...props} /> : null;
  }

  return Object.assign(LazyDialogBody, {
    preload,
    opener: { onPointerEnter: preload, onFocus: preload },
  });
}

interface DialogOpenerProps {
  dialog: Pick<LazyDialog<never>, "opener">;
  open: boolean;
  onOpen: () => void;
  /** Where focus goes back when the dialog closes (see useReturnFocus). */
  triggerRef: RefObject<HTMLElement | null>;
  /** The button, drawn at once; it says what it opens. */
  children: ReactNode;
}

/**
 * The button that opens a lazy dialog, in the place of Radix's trigger (which would bring the
 * dialog's code with the page): it opens the dialog, says it does (aria-haspopup and
 * aria-expanded) and fetches its code when pointed at or focused.
 */
export function DialogOpener({ dialog, open, onOpen, triggerRef, children }: DialogOpenerProps) {
  return (
    <Slot
      ref={triggerRef}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onOpen}
      {...dialog.opener}
    >
      {children}
    </Slot>
  );
}

/** The trigger's ref and the dialog's onCloseAutoFocus that puts focus back on it, as Radix does. */
export function useReturnFocus() {
  const triggerRef = useRef<HTMLElement>(null);
  function returnFocus(event: Event) {
    if (!triggerRef.current) return;
    event.preventDefault();
    triggerRef.current.focus();
  }
  return { triggerRef, returnFocus };
}
