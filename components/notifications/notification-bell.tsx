"use client";

import { lazy, startTransition, Suspense, useState } from "react";
import { useHydrated } from "@/lib/use-hydrated";
import { useLiveCounts } from "@/lib/swr/use-live-counts";
import { BELL_BUTTON_CLASS, BellFace } from "./bell-face";
import { bellName } from "./notification-messages";

// The popover (Radix's dropdown, the list, its times and icons) loads when it is about to be used,
// as the account menu does (components/nav/lazy-account-menu.tsx): the pointer comes over the
// bell, the bell gets focus, or it is pressed. The page's first load carries only this button.
const NotificationMenu = lazy(() =>
  import("./notification-menu").then((module) => ({ default: module.NotificationMenu })),
);

/**
 * The bell in the navigation: the unread count (the live counts' copy, which the live stream keeps
 * current) and, pressed, the newest notifications. Drawn at once; disabled until the page is
 * interactive; pressed before the popover's code is in, it opens when the code arrives.
 */
export function NotificationBell() {
  const unread = useLiveCounts()?.notifications ?? 0;
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState<"load" | "open" | null>(null);
  const want = (next: "load" | "open") =>
    startTransition(() => setWanted((current) => (next === "open" ? next : (current ?? next))));
  const [focused, setFocused] = useState(false);
  const standIn = (
    <button
      type="button"
      disabled={!hydrated}
      aria-label={bellName(unread)}
      aria-haspopup="menu"
      aria-expanded={false}
      className={BELL_BUTTON_CLASS}
      onPointerEnter={() => want("load")}
      onFocus={() => {
        setFocused(true);
        want("load");
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) want("open");
      }}
      onClick={() => want("open")}
    >
      <BellFace unread={unread} />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      {wanted === null ? (
        standIn
      ) : (
        <NotificationMenu
          unread={unread}
          initiallyOpen={wanted === "open"}
          focusOnMount={focused}
        />
      )}
    </Suspense>
  );
}
