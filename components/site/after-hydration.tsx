"use client";

import { Suspense, type ReactNode } from "react";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * `children` (a React.lazy component) once the page is interactive, `placeholder` until its code
 * is in: the server render and hydration draw the placeholder, so the lazy code is asked for only
 * in the browser, after the page's first load.
 */
export function AfterHydration({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
