"use client";

import { useState, useSyncExternalStore } from "react";
import { PHONE_PAGE_SIZE } from "./catalog-filters";

/** Below Tailwind's `sm`: one card per row, so every card adds a screen of scrolling. */
const PHONE_QUERY = "(max-width: 639px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the screen is phone-sized; null while the server renders and while the browser
 * hydrates what it rendered (the server cannot know the screen).
 */
function useIsPhone(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => null,
  );
}

/**
 * How many of the loaded services to show: all of them on wider screens, a page at a time on a
 * phone. `listKey` names the current filters: another search starts again at the first page.
 * The server renders a phone's page whatever the screen, and sends only those services, so a
 * phone neither receives nor hydrates cards it would take away at once (on a slow phone,
 * hydrating 50 cards blocked the page for over a second); a wider screen reads and adds the
 * rest right after hydration, below the fold.
 */
export function usePhonePage(listKey: string) {
  const phone = useIsPhone();
  const [shown, setShown] = useState({ listKey, count: PHONE_PAGE_SIZE });
  const count = shown.listKey === listKey ? shown.count : PHONE_PAGE_SIZE;
  return {
    limit: phone === false ? Number.POSITIVE_INFINITY : count,
    showMore: () => setShown({ listKey, count: count + PHONE_PAGE_SIZE }),
  };
}
