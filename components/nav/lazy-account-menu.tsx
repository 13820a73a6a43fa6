"use client";

import { lazy } from "react";
import { AfterHydration } from "@/components/site/after-hydration";
import type { SessionUser } from "@/lib/auth/session-user";
import { AvatarStandIn } from "./avatar-stand-in";
import { ACCOUNT_MENU_TRIGGER_CLASS } from "./account-menu-trigger";

type AccountMenuUser = Pick<SessionUser, "name" | "email" | "role" | "image">;

// The menu itself (Radix's dropdown with its positioning and focus handling, about 30 KB) loads
// right after the page instead of with it: the avatar button is all the first paint needs.
const AccountMenu = lazy(() =>
  import("./account-menu").then((module) => ({ default: module.AccountMenu })),
);

/**
 * The account menu's avatar button, drawn at once (server render and hydration), then the real
 * menu once its code is in. Until then the same button stands disabled, so a click never lands
 * on a button that has no menu yet (people and tests wait for it to be enabled).
 */
export function LazyAccountMenu({ user }: { user: AccountMenuUser }) {
  const placeholder = (
    <button type="button" disabled aria-label="Account menu" className={ACCOUNT_MENU_TRIGGER_CLASS}>
      <AvatarStandIn name={user.name} />
    </button>
  );
  return (
    <AfterHydration placeholder={placeholder}>
      <AccountMenu user={user} />
    </AfterHydration>
  );
}
