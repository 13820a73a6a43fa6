// GET/PUT /api/v1/notifications/preferences: per topic, in the product and by mail.
import { notificationsRoutes } from "@/lib/api/registry/notifications";
import { apiRoute } from "@/lib/api/route";
import {
  notificationPreferences,
  setNotificationPreference,
} from "@/lib/server/notifications/preferences";

export const GET = apiRoute(notificationsRoutes.preferences, async ({ caller }) =>
  notificationPreferences({ userId: caller.user.id, role: caller.user.role }),
);

export const PUT = apiRoute(notificationsRoutes.updatePreference, async ({ caller, body }) =>
  setNotificationPreference({ userId: caller.user.id, role: caller.user.role, input: body }),
);
