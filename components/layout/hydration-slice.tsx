import { Activity, type ReactNode } from "react";

/**
 * A part of the page that React hydrates on its own, after the rest. A page's first hydration
 * runs in one piece (one long main-thread task: Lighthouse's Total Blocking Time), while the
 * content of a visible Activity boundary the server rendered is hydrated afterwards in short,
 * interruptible slices; a click inside it hydrates it at once. Activity, not Suspense: the server
 * writes an Activity's content in place, where a Suspense boundary's content past the first 12 KB
 * of a page is sent after the page and shown later by a script (a later paint and a layout shift).
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
