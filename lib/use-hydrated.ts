"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true from the render after: lets a component
 * draw the same markup as the server first, then ask for code it loads lazily in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
