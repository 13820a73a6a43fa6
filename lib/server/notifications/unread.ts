// A person's unread notifications: the bell's number, the live stream's `notifications` count and
// what marking read answers are one count, computed here.
import "server-only";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";

/** How many of `userId`'s notifications are unread. */
export async function unreadNotificationCount(tx: Tx, userId: string): Promise<number> {
  return tx.notification.count({ where: { userId, readAt: null } });
}

/** The caller's unread count, as GET /notifications/unread answers it. */
export async function unreadNotifications(userId: string): Promise<{ unread: number }> {
  return { unread: await unreadNotificationCount(db(), userId) };
}
