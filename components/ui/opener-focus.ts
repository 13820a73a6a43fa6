"use client";

import { useRef } from "react";

/** What had focus when a dialog opened, and the elements it sat in then (nearest first). */
interface Opener {
  element: HTMLElement;
  containers: HTMLElement[];
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Focuses the first element that is still on the page and takes focus; false if none did. */
function focusFirstOf(candidates: readonly HTMLElement[]): boolean {
  for (const candidate of candidates) {
    if (!candidate.isConnected || candidate === document.body) continue;
    candidate.focus();
    if (document.activeElement === candidate) return true;
  }
  return false;
}

/**
 * Focus back to a dialog's opener when it closes. Radix returns focus only to a dialog's own
 * Trigger: a dialog opened by state (a row's button, a select's change, a card) left focus on
 * the page's body. This remembers what had focus as the dialog opened and returns focus there;
 * when the close removed it (a booking's button after the change it made), focus goes to the
 * nearest container it sat in that still takes focus (a card, else the page's main region).
 * A dialog's own onCloseAutoFocus that calls preventDefault decides instead.
 */
export function useOpenerFocus(
  onOpenAutoFocus: ((event: Event) => void) | undefined,
  onCloseAutoFocus: ((event: Event) => void) | undefined,
) {
  const opener = useRef<Opener | null>(null);

  return {
    onOpenAutoFocus(event: Event) {
      // Called before the dialog moves focus inside: the active element is still the opener.
      const element = focusedElement();
      const containers: HTMLElement[] = [];
      for (let node = element?.parentElement; node; node = node.parentElement) {
        containers.push(node);
      }
      opener.current = element ? { element, containers } : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const last = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !last) return;
      if (focusFirstOf([last.element, ...last.containers])) event.preventDefault();
    },
  };
}
