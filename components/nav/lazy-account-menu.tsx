"use client";

import { lazy } from "react";
import type { SessionUser } from "@/lib/auth/session-user";
import { AvatarStandIn } from "./avatar-stand-in";
import { ACCOUNT_MENU_TRIGGER_CLASS } from "./account-menu-trigger";
import { LazyMenu } from "./lazy-menu";

type AccountMenuUser = Pick<SessionUser, "name" | "email" | "role" | "image">;

// The menu itself (Radix's dropdown with its positioning and focus handling, about 40 KB) loads
// when it is about to be used (lazy-menu.tsx). Loaded right after the page, its evaluation was
// one of the page's long main-thread tasks, and on a phone this avatar is never shown at all (the
// menu button's panel has its own).
const AccountMenu = lazy(() =>
  import("./account-menu").then((module) => ({ default: module.AccountMenu })),
);

/** The account menu's avatar button, drawn at once, then the real menu once its code is in. */
export function LazyAccountMenu({ user }: { user: AccountMenuUser }) {
  return (
    <LazyMenu
      label="Account menu"
      className={ACCOUNT_MENU_TRIGGER_CLASS}
      menu={(handover) => <AccountMenu user={user} {...handover} />}
    >
      <AvatarStandIn name={user.name} />
    </LazyMenu>
  );
}
