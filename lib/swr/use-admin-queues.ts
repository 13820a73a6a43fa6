"use client";

// The admin navigation's queue counts: read on mount, when the tab regains focus and every minute,
// shared by the bar and the phone menu (one request for both). Links without a queue ask nothing.
import useSWR, { mutate } from "swr";
import { ADMIN_QUEUES_KEY, type AdminQueueCounts } from "@/lib/admin/queues";
import { fetcherFor } from "@/lib/api/client";
import { adminDashboardQueues } from "@/lib/api/endpoints/admin-dashboard";

const QUEUES_REFRESH_MS = 60_000;

/** The count of work waiting in `queue`; 0 while unknown, and for no queue. */
export function useQueueCount(queue: keyof AdminQueueCounts | undefined): number {
  const { data } = useSWR(queue ? ADMIN_QUEUES_KEY : null, fetcherFor(adminDashboardQueues), {
    refreshInterval: QUEUES_REFRESH_MS,
    revalidateOnFocus: true,
    // A badge is a hint: a failed read keeps the last counts rather than alarming anyone.
    shouldRetryOnError: false,
  });
  return queue ? (data?.[queue] ?? 0) : 0;
}

/**
 * After any admin action that may change a queue (a decision, a delete, a refund, a suspension):
 * the badges read their counts again at once, not a minute later or on the next page load.
 */
export function refreshAdminQueues(): Promise<unknown> {
  return mutate(ADMIN_QUEUES_KEY);
}
