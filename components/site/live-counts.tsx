"use client";

// Keeps the signed-in tab's counts live (the bell, the navigation's unread and queue badges, the
// balance chips): mounted once for a signed-in visitor by the root layout, through
// ./lazy-live-counts (none of this loads for signed-out visitors). What arrives goes to the copies
// the screens read: the live counts, the balances (lib/swr/balance), the admin's queues, and,
// when the unread messages changed, the bookings lists with their per-booking badges.
import { useEffect } from "react";
import { useSWRConfig } from "swr";
import { ADMIN_QUEUES_KEY } from "@/lib/admin/queues";
import { ApiClientError, callApi } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { liveCounts, liveStream } from "@/lib/api/endpoints/live";
import { bookingsApiPath } from "@/lib/bookings/booking-filters";
import type { LiveCounts as Counts } from "@/lib/schemas/live";
import { refreshBalance } from "@/lib/swr/balance";
import { LIVE_COUNTS_KEY, refreshLiveCounts } from "@/lib/swr/use-live-counts";
import { LiveConnection } from "./live-connection";

/** The bookings lists' SWR keys begin with their path (useSWRInfinite's prefix before it). */
const BOOKING_LISTS = (["user", "org"] as const).map(
  (audience) => bookingsApiPath(audience, "all").split("?")[0] ?? "",
);

export function LiveCounts() {
  const { cache, mutate } = useSWRConfig();

  useEffect(() => {
    let messages: number | undefined;
    const apply = (counts: Counts) => {
      void refreshLiveCounts(counts);
      if (counts.wallet !== null) void refreshBalance("wallet", counts.wallet);
      if (counts.earnings !== null) void refreshBalance("earnings", counts.earnings);
      if (counts.queues !== null)
        void mutate(ADMIN_QUEUES_KEY, counts.queues, { revalidate: false });
      if (messages !== undefined && counts.messages !== messages) {
        for (const key of cache.keys()) {
          if (key.startsWith("$inf$") && BOOKING_LISTS.some((path) => key.includes(path))) {
            void mutate(key);
          }
        }
      }
      messages = counts.messages;
    };
    const connection = new LiveConnection({
      openStream:
        typeof EventSource === "undefined"
          ? null
          : () => new EventSource(endpointUrl(liveStream), { withCredentials: true }),
      readCounts: () =>
        callApi(liveCounts).then(
          ({ data }) => data,
          (error: unknown) => {
            // Signed out in another tab, the session revoked, or not allowed (a second step still
            // to take): nothing more to read here until the next page.
            if (error instanceof ApiClientError && [401, 403].includes(error.status)) {
              connection.stop();
            }
            throw error;
          },
        ),
      apply,
    });
    const onVisibility = () => connection.visibilityChanged(document.hidden);
    connection.start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      connection.stop();
      // Signed out (or another account): the next one must not see these counts first.
      void mutate(LIVE_COUNTS_KEY, undefined, { revalidate: false });
    };
  }, [cache, mutate]);

  return null;
}
