// GET /api/v1/notifications/unread: how many of the caller's notifications are unread.
import { notificationsRoutes } from "@/lib/api/registry/notifications";
import { apiRoute } from "@/lib/api/route";
import { unreadNotifications } from "@/lib/server/notifications/unread";

export const GET = apiRoute(notificationsRoutes.unread, async ({ caller }) =>
  unreadNotifications(caller.user.id),
);
