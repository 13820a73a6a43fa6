"use client";

import { lazy, startTransition, Suspense, useState } from "react";
import { useHydrated } from "@/lib/use-hydrated";
import type { SessionUser } from "@/lib/auth/session-user";
import { AvatarStandIn } from "./avatar-stand-in";
import { ACCOUNT_MENU_TRIGGER_CLASS } from "./account-menu-trigger";

type AccountMenuUser = Pick<SessionUser, "name" | "email" | "role" | "image">;

// The menu itself (Radix's dropdown with its positioning and focus handling, about 40 KB) loads
// when it is about to be used: the pointer comes over the avatar, the avatar gets focus, or it is
// pressed. Loaded right after the page, its evaluation was one of the page's long main-thread
// tasks, and on a phone this avatar is never shown at all (the menu button's panel has its own).
const AccountMenu = lazy(() =>
  import("./account-menu").then((module) => ({ default: module.AccountMenu })),
);

/**
 * The account menu's avatar button, drawn at once (server render and hydration), then the real
 * menu once its code is in. The stand-in is disabled until the page is interactive (people and
 * tests wait for it to be enabled); pressed before the code is in, the menu opens when it is.
 */
export function LazyAccountMenu({ user }: { user: AccountMenuUser }) {
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
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className={ACCOUNT_MENU_TRIGGER_CLASS}
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
      <AvatarStandIn name={user.name} />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      {wanted === null ? (
        standIn
      ) : (
        <AccountMenu user={user} initiallyOpen={wanted === "open"} focusOnMount={focused} />
      )}
    </Suspense>
  );
}
