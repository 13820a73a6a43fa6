"use client";

// The signed-in browser's counts (unread notifications and messages, balances, admin queues): one
// copy per tab, read from GET /api/v1/live/counts and overwritten by the live stream's `counts`
// events as they arrive. The bell, the navigation's badges and the balance chips read it here.
import useSWR, { mutate } from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { liveCounts } from "@/lib/api/endpoints/live";
import type { LiveCounts } from "@/lib/schemas/live";

export const LIVE_COUNTS_KEY = endpointUrl(liveCounts);

/** The caller's counts; undefined until first read (or signed out: pass `enabled: false`). */
export function useLiveCounts(enabled = true): LiveCounts | undefined {
  const { data } = useSWR(enabled ? LIVE_COUNTS_KEY : null, fetcherFor(liveCounts), {
    revalidateOnFocus: true,
    // A badge is a hint: a failed read keeps the last counts rather than alarming anyone.
    shouldRetryOnError: false,
  });
  return data;
}

/** Sets the counts the server pushed, or (without them) reads them again now. */
export function refreshLiveCounts(counts?: LiveCounts): Promise<unknown> {
  if (counts === undefined) return mutate(LIVE_COUNTS_KEY);
  return mutate(LIVE_COUNTS_KEY, counts, { revalidate: false });
}
