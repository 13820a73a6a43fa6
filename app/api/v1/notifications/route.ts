// GET /api/v1/notifications: the caller's notifications, newest first (unread only on request).
import { notificationsRoutes } from "@/lib/api/registry/notifications";
import { apiRoute } from "@/lib/api/route";
import { listNotifications } from "@/lib/server/notifications/list-notifications";

export const GET = apiRoute(notificationsRoutes.list, async ({ caller, query }) =>
  listNotifications({ userId: caller.user.id, query }),
);
