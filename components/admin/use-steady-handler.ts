"use client";

import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function that keeps one identity for the component's life and calls the latest `handler`.
 * For props of memoized list rows that hydrate on their own (HydrationSlice): a prop that
 * changed on every render of the list would render each row again, and make React hydrate a row
 * still waiting for its turn at once.
 */
export function useSteadyHandler<A extends unknown[], R>(
  handler: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
