// Marking notifications read, one or all of them; each answers the unread count after it, so the
// bell shows the new number without another request. A read never changes its first readAt.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { NOTIFICATION_NOT_FOUND } from "@/lib/notifications/notification-messages";
import { db } from "@/lib/server/db/client";
import { signalLive } from "@/lib/server/live/signal";
import { unreadNotificationCount } from "./unread";

/** Marks one of the caller's notifications read; another account's or none is a 404. */
export async function markNotificationRead(params: {
  userId: string;
  id: string;
}): Promise<{ unread: number }> {
  const { userId, id } = params;
  return db().$transaction(async (tx) => {
    const found = await tx.notification.findFirst({
      where: { id, userId },
      select: { readAt: true },
    });
    if (!found) throw AppError.notFound(NOTIFICATION_NOT_FOUND);
    if (!found.readAt) {
      await tx.notification.updateMany({
        where: { id, userId, readAt: null },
        data: { readAt: new Date() },
      });
      // The caller's other open pages show the new count.
      await signalLive(tx, { users: [userId] });
    }
    return { unread: await unreadNotificationCount(tx, userId) };
  });
}

/** Marks every unread notification of the caller's read. */
export async function markAllNotificationsRead(userId: string): Promise<{ unread: number }> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.notification.updateMany({
      where: { userId, readAt: null },
      data: { readAt: new Date() },
    });
    if (count > 0) await signalLive(tx, { users: [userId] });
    return { unread: await unreadNotificationCount(tx, userId) };
  });
}
