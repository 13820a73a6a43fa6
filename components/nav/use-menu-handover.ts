"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";

/** How the stand-in (lazy-menu.tsx) was left when the real menu replaced it. */
export interface MenuHandover {
  /** It was pressed while the menu's code loaded or swapped in. */
  initiallyOpen?: boolean;
  /** It had focus: the menu's trigger takes it over. */
  focusOnMount?: boolean;
}

/**
 * The open state of a menu that replaced its stand-in, for Radix's DropdownMenu (`open`,
 * `onOpenChange`) and its trigger (`trigger`, its ref).
 */
export function useMenuHandover({ initiallyOpen = false, focusOnMount = false }: MenuHandover) {
  const pathname = usePathname();
  // Like the mobile menu: remember the path the menu was opened on, so any route change
  // (back button, a link elsewhere on the page) closes it without a resetting effect.
  const [openedOn, setOpenedOn] = useState<string | null>(initiallyOpen ? pathname : null);
  // Pressed after this code came in for a hover but before it replaced the stand-in (the press
  // began on the stand-in, so Radix never saw it): open now, once.
  const [openAsked, setOpenAsked] = useState(initiallyOpen);
  if (initiallyOpen && !openAsked) {
    setOpenAsked(true);
    setOpenedOn(pathname);
  }
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount && !initiallyOpen) trigger.current?.focus();
  }, [focusOnMount, initiallyOpen]);
  return {
    trigger,
    open: openedOn === pathname,
    onOpenChange: (open: boolean) => setOpenedOn(open ? pathname : null),
  };
}
