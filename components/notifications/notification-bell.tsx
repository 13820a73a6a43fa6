"use client";

import { lazy } from "react";
import { LazyMenu } from "@/components/nav/lazy-menu";
import { useLiveCounts } from "@/lib/swr/use-live-counts";
import { BELL_BUTTON_CLASS, BellFace } from "./bell-face";
import { bellName } from "./bell-words";

// The popover (Radix's dropdown, the list, its times and icons) loads when it is about to be used,
// as the account menu does (components/nav/lazy-menu.tsx). The page's first load carries only
// this button.
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
  return (
    <LazyMenu
      label={bellName(unread)}
      className={BELL_BUTTON_CLASS}
      menu={(handover) => <NotificationMenu unread={unread} {...handover} />}
    >
      <BellFace unread={unread} />
    </LazyMenu>
  );
}
