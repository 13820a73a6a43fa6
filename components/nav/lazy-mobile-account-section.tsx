"use client";

import { lazy, type ComponentProps } from "react";
import { AfterHydration } from "@/components/site/after-hydration";

// The account part of the phone's menu (avatar, role, balance, account links, Log out) is inside
// a panel that stays hidden until the menu button is pressed, which needs the page's scripts
// anyway: its code loads right after the page instead of with it (about 5 KB less first-load
// JavaScript on every page, visitors' included, since the header imports it for everyone).
const MobileAccountSection = lazy(() =>
  import("./mobile-account-section").then((module) => ({ default: module.MobileAccountSection })),
);

export function LazyMobileAccountSection(props: ComponentProps<typeof MobileAccountSection>) {
  return (
    <AfterHydration placeholder={null}>
      <MobileAccountSection {...props} />
    </AfterHydration>
  );
}
