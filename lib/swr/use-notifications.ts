"use client";

// The browser's side of the notification centre: where the bell's latest few and the
// /notifications pages are read, and marking one or all read. The unread COUNT is not read here:
// it is the live counts' (lib/swr/use-live-counts.ts), which the live stream keeps current; a
// mark-read answer carries the new count, written into that same copy at once.
import useSWR, { mutate, type KeyedMutator } from "swr";
import { callApi, fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import {
  notificationsList,
  notificationsRead,
  notificationsReadAll,
} from "@/lib/api/endpoints/notifications";
import type { LiveCounts } from "@/lib/schemas/live";
import type { NotificationView } from "@/lib/schemas/notifications";
import type { Page } from "@/lib/payments/wallet-entry";
import { NOTIFICATIONS_PAGE_SIZE } from "@/components/notifications/notification-messages";
import { LIVE_COUNTS_KEY } from "./use-live-counts";

/** The bell's popover shows this many of the newest. */
const LATEST_COUNT = 6;

const LATEST_PATH = endpointUrl(notificationsList, { query: { limit: LATEST_COUNT } });

/** The first page of /notifications' list: every notification, or the unread ones. */
export function notificationsPath(unreadOnly: boolean): string {
  return endpointUrl(notificationsList, {
    query: { limit: NOTIFICATIONS_PAGE_SIZE, unread: unreadOnly ? "true" : undefined },
  });
}

interface LatestNotifications {
  items: NotificationView[] | undefined;
  error: unknown;
  reload: KeyedMutator<Page<NotificationView>>;
}

/**
 * The newest few, for the bell's popover. Read when the popover opens (its content mounts then)
 * and every time it opens again: what a closed popover showed may be old.
 */
export function useLatestNotifications(): LatestNotifications {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR(LATEST_PATH, fetcherFor(notificationsList), {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { items: data?.items, error, reload };
}

/** The unread count as the server just answered it, into the live counts' copy. */
function setUnread(unread: number): Promise<unknown> {
  return mutate<LiveCounts>(
    LIVE_COUNTS_KEY,
    (counts) => (counts ? { ...counts, notifications: unread } : counts),
    { revalidate: false },
  );
}

/** The popover's copy with `read` set on the chosen rows (all of them without `ids`). */
function markLatest(ids?: readonly string[]): Promise<unknown> {
  return mutate<Page<NotificationView>>(
    LATEST_PATH,
    (page) =>
      page && {
        ...page,
        items: page.items.map((item) =>
          ids === undefined || ids.includes(item.id) ? { ...item, read: true } : item,
        ),
      },
    { revalidate: false },
  );
}

/** Marks one read; resolves with the unread count after it (already read: unchanged). */
export async function markNotificationRead(id: string): Promise<number> {
  const { data } = await callApi(notificationsRead, { params: { id } });
  void setUnread(data.unread);
  void markLatest([id]);
  return data.unread;
}

/** Marks every one of the caller's read. */
export async function markAllNotificationsRead(): Promise<void> {
  const { data } = await callApi(notificationsReadAll);
  void setUnread(data.unread);
  void markLatest();
}
