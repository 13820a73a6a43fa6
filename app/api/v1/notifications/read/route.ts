// POST /api/v1/notifications/read: marks every notification of the caller's read.
import { notificationsRoutes } from "@/lib/api/registry/notifications";
import { apiRoute } from "@/lib/api/route";
import { markAllNotificationsRead } from "@/lib/server/notifications/mark-read";

export const POST = apiRoute(notificationsRoutes.readAll, async ({ caller }) =>
  markAllNotificationsRead(caller.user.id),
);
