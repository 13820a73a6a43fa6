// POST /api/v1/notifications/:id/read: marks one of the caller's notifications read.
import { notificationsRoutes } from "@/lib/api/registry/notifications";
import { apiRoute } from "@/lib/api/route";
import { markNotificationRead } from "@/lib/server/notifications/mark-read";

export const POST = apiRoute(notificationsRoutes.read, async ({ caller, params }) =>
  markNotificationRead({ userId: caller.user.id, id: params.id }),
);
