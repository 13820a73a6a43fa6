"use client";

import {
  createContext,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { usePathname } from "next/navigation";
import { Menu, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NavLinks } from "./nav-links";
import type { NavItem } from "./nav-items";

/**
 * Whether the menu is about to be opened or has been (the pointer or focus is on its button, or
 * it was pressed): code inside the panel that only this needs waits for it
 * (lazy-mobile-account-section.tsx).
 */
export const MobileMenuWanted = createContext(false);

interface MobileMenuProps {
  items: NavItem[];
  /** Shown under the links: the account actions of the current visitor. */
  actions?: ReactNode;
}

export function MobileMenu({ items, actions }: MobileMenuProps) {
  const pathname = usePathname();
  // The menu remembers the path it was opened on, so it is closed on any other route without
  // an effect that resets state after navigation.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenedOn(null);
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // A link to the page we are already on does not change the route: close on any link click.
  function closeOnLinkClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest("a")) setOpenedOn(null);
  }

  return (
    <div className="lg:hidden">
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpenedOn(open ? null : pathname);
        }}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        onClick={closeOnLinkClick}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b bg-background shadow-lg"
      >
        {/* Drawn once the menu is about to be opened: until then the panel is hidden, and its
            links, a second copy of the bar's, would only add to every page's HTML. */}
        {wanted || open ? (
          <nav aria-label="Mobile" className="mx-auto w-full max-w-6xl space-y-4 px-4 py-4 sm:px-6">
            <NavLinks items={items} orientation="vertical" />
            {actions ? (
              <div className="border-t pt-4">
                <MobileMenuWanted value={wanted}>{actions}</MobileMenuWanted>
              </div>
            ) : null}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
