"use client";

import { Suspense, useEffect, useRef, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";

/** Shown only when the next page takes longer than this: a quick navigation shows nothing. */
const SHOW_AFTER_MS = 150;
/** Taken down after this long whatever happened (a navigation the router dropped). */
const GIVE_UP_MS = 15_000;

/**
 * A thin bar at the top of the screen while an in-app link's page is on its way. Pages render on
 * the server with their data and have no loading screen of their own (a first visit paints the
 * page itself, not a spinner), so this is what a click shows until the next page arrives.
 */
export function NavigationProgress() {
  return (
    <Suspense fallback={null}>
      <ProgressBar />
    </Suspense>
  );
}

/** A page's address as the bar compares them: path and query. */
function addressOf(url: { pathname: string; search: string }): string {
  return `${url.pathname}?${new URLSearchParams(url.search).toString()}`;
}

function ProgressBar() {
  const location = `${usePathname()}?${useSearchParams().toString()}`;
  const [raised, setRaised] = useState(false);
  const showTimer = useRef<number | undefined>(undefined);
  const giveUpTimer = useRef<number | undefined>(undefined);

  // The next page has come: down with the bar (a timer still running finds the address changed
  // and raises nothing).
  const [shownAt, setShownAt] = useState(location);
  if (shownAt !== location) {
    setShownAt(location);
    setRaised(false);
  }
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // Next's links cancel the browser's own navigation and fetch the page themselves; any other
      // link is a full page load, which the browser shows.
      if (!event.defaultPrevented || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>("a[href]");
      if (!link || link.target === "_blank" || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const from = addressOf(window.location);
      if (addressOf(url) === from) return;
      window.clearTimeout(showTimer.current);
      window.clearTimeout(giveUpTimer.current);
      // Raised only if the page is still the one clicked from (the next may have come already).
      showTimer.current = window.setTimeout(() => {
        if (addressOf(window.location) === from) setRaised(true);
      }, SHOW_AFTER_MS);
      giveUpTimer.current = window.setTimeout(() => setRaised(false), GIVE_UP_MS);
    };
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("click", onClick);
      window.clearTimeout(showTimer.current);
      window.clearTimeout(giveUpTimer.current);
    };
  }, []);

  if (!raised) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary motion-reduce:animate-none"
    />
  );
}
