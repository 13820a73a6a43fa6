"use client";

import { startTransition, useState, type ReactNode } from "react";
import { useHydrated } from "@/lib/use-hydrated";
import type { MenuHandover } from "./use-menu-handover";

/**
 * A menu button drawn at once (server render and hydration), whose menu (Radix's dropdown, loaded
 * lazily by the caller) replaces it when it is about to be used: the pointer comes over the
 * button, the button gets focus, or it is pressed. The stand-in is disabled until the page is
 * interactive (people and tests wait for it to be enabled); pressed before the menu's code is in,
 * the menu opens when it is. Used by the account menu and the notification bell.
 */
export function LazyMenu({
  label,
  className,
  menu,
  children,
}: {
  /** The button's accessible name, the same as the menu's own trigger's. */
  label: string;
  /** The button's look, the same as the menu's own trigger's. */
  className: string;
  /** The real menu, told how the stand-in was left. */
  menu: (handover: MenuHandover) => ReactNode;
  /** What the button shows. */
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  // null: not needed yet; "load": about to be; "open": pressed before the code was in. Set in a
  // transition: the stand-in (the same element, focus and all) stays until the menu is ready.
  const [wanted, setWanted] = useState<"load" | "open" | null>(null);
  const want = (next: "load" | "open") =>
    startTransition(() => setWanted((current) => (next === "open" ? next : (current ?? next))));
  // The stand-in had focus when the menu replaced it: the menu's own button takes it over.
  const [focused, setFocused] = useState(false);
  const standIn = (
    <button
      type="button"
      disabled={!hydrated}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={className}
      onPointerEnter={() => want("load")}
      onFocus={() => {
        setFocused(true);
        want("load");
      }}
      onBlur={() => setFocused(false)}
      // Radix's menu opens on the press, not on the click that ends it: a press that starts here
      // opens the menu even if the menu takes this button's place before the click.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) want("open");
      }}
      onClick={() => want("open")}
    >
      {children}
    </button>
  );
  // No Suspense boundary of its own: the menu is asked for in a transition, and a transition that
  // waits for code keeps the stand-in on the screen. A boundary here was written twice in every
  // page's HTML (React sends a boundary of over 500 bytes past the page's first 12.8 KB as its
  // fallback, then its content again at the end of the document).
  return wanted === null
    ? standIn
    : menu({ initiallyOpen: wanted === "open", focusOnMount: focused });
}
