"use client";

import { lazy, Suspense, useContext, type ComponentProps } from "react";
import { MobileMenuWanted } from "./mobile-menu";

// The account part of the phone's menu (avatar, role, balance, account links, Log out) is inside
// a panel that stays hidden until the menu button is pressed: its code loads when the button is
// about to be used (pointer, focus or press), not with the page nor right after it (its
// evaluation was one of a signed-in page's long main-thread tasks right after hydration).
const MobileAccountSection = lazy(() =>
  import("./mobile-account-section").then((module) => ({ default: module.MobileAccountSection })),
);

export function LazyMobileAccountSection(props: ComponentProps<typeof MobileAccountSection>) {
  const wanted = useContext(MobileMenuWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MobileAccountSection {...props} />
    </Suspense>
  );
}
