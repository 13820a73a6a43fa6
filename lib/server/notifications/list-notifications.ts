// A person's notifications, newest first in keyset pages (the bell's list and /notifications).
import "server-only";
import type { Page } from "@/lib/payments/wallet-entry";
import type { NotificationView } from "@/lib/schemas/notifications";
import { db } from "@/lib/server/db/client";
import { NewestFirst } from "@/lib/server/db/cursor";
import type { NotificationListQuery } from "@/lib/validations/notifications";

const NOTIFICATIONS = new NewestFirst("notifications", "createdAt");

const NOTIFICATION_SELECT = {
  id: true,
  topic: true,
  event: true,
  text: true,
  href: true,
  readAt: true,
  createdAt: true,
} as const;

export async function listNotifications(params: {
  userId: string;
  query: NotificationListQuery;
}): Promise<Page<NotificationView>> {
  const { userId, query } = params;
  const rows = await db().notification.findMany({
    where: {
      AND: [
        { userId, ...(query.unread ? { readAt: null } : {}) },
        ...NOTIFICATIONS.after(query.cursor),
      ],
    },
    select: NOTIFICATION_SELECT,
    orderBy: NOTIFICATIONS.orderBy,
    take: query.limit + 1,
  });
  return NOTIFICATIONS.page(rows, query.limit, ({ readAt, createdAt, ...row }) => ({
    ...row,
    read: readAt !== null,
    createdAt: createdAt.toISOString(),
  }));
}
