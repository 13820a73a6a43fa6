"use client";

import { errorMessage } from "@/lib/api/client";
import { notify } from "@/lib/notify";
import type { NotificationView } from "@/lib/schemas/notifications";
import { markAllNotificationsRead, markNotificationRead } from "@/lib/swr/use-notifications";
import { NOTIFICATION_TEXT } from "./notification-messages";

function sayFailed(error: unknown): void {
  notify.error(NOTIFICATION_TEXT.markFailed, { description: errorMessage(error) });
}

/**
 * Marks a notification read as its link is followed (the bell's popover, /notifications). The
 * navigation does not wait: the request outlives it, and its answer sets the bell's count.
 */
export function markReadOnFollow(item: NotificationView): void {
  if (item.read) return;
  markNotificationRead(item.id).catch(sayFailed);
}

/** Mark all as read; resolves once answered (a failure is told in a toast). */
export function markAllRead(): Promise<void> {
  return markAllNotificationsRead().catch(sayFailed);
}
