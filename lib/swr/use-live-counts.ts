"use client";

// The signed-in browser's counts (unread notifications and messages, balances, admin queues): one
// copy per tab, written by the live connection (components/site/live-counts.tsx) from the stream's
// `counts` events, or from GET /api/v1/live/counts where it polls. The bell, the navigation's
// badges and the balance chips read it here; they never read the counts themselves, since the
// connection's first event (or first poll) already does on every page load and when the tab
// comes back.
import useSWR, { mutate } from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { liveCounts } from "@/lib/api/endpoints/live";
import type { LiveCounts } from "@/lib/schemas/live";

export const LIVE_COUNTS_KEY = endpointUrl(liveCounts);

/** The caller's counts; undefined until first read (or signed out: pass `enabled: false`). */
export function useLiveCounts(enabled = true): LiveCounts | undefined {
  const { data } = useSWR(enabled ? LIVE_COUNTS_KEY : null, fetcherFor(liveCounts), {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
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
