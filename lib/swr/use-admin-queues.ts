"use client";

// The admin navigation's queue counts: read on mount, when the tab regains focus and every minute,
// shared by the bar and the phone menu (one request for both).
import useSWR from "swr";
import { ADMIN_QUEUES_KEY, type AdminQueueCounts } from "@/lib/admin/queues";
import { swrFetcher } from "@/lib/api/client";

export const QUEUES_REFRESH_MS = 60_000;

export function useAdminQueues(): AdminQueueCounts | undefined {
  const { data } = useSWR<AdminQueueCounts>(ADMIN_QUEUES_KEY, swrFetcher, {
    refreshInterval: QUEUES_REFRESH_MS,
    revalidateOnFocus: true,
    // A badge is a hint: a failed read keeps the last counts rather than alarming anyone.
    shouldRetryOnError: false,
  });
  return data;
}
