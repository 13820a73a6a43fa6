"use client";

import { useSyncExternalStore } from "react";

const MINUTE_MS = 60 * 1000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS / 2);
  return () => clearInterval(timer);
}

/** This minute, as a number: the same value (no re-render) until the minute turns. */
function thisMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
}

function onServer(): null {
  return null;
}

/**
 * The browser's clock to the minute, for "5 minutes ago": null on the server and while the page
 * hydrates (the server cannot know when it is read, so those renders print the exact time), then
 * the minute, moving on as minutes pass.
 */
export function useMinuteClock(): Date | null {
  const minute = useSyncExternalStore(subscribe, thisMinute, onServer);
  return minute === null ? null : new Date(minute);
}
