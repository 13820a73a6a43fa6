// What a person sends about their notifications: which page of them, and a topic's preference.
import { z } from "zod";
import { NOTIFICATION_TOPICS } from "@/lib/notifications/topics";
import { cursorPageQuery } from "./common";

/** GET /notifications: a cursor page, of the unread ones only when `unread=true`. */
export const notificationListQuery = cursorPageQuery.extend({
  unread: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true")
    .meta({ description: "`true`: only the unread ones." }),
});
export type NotificationListQuery = z.output<typeof notificationListQuery>;

/** PUT /notifications/preferences: one topic's two switches. */
export const notificationPreferenceBody = z.object({
  topic: z.enum(NOTIFICATION_TOPICS),
  inApp: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreferenceInput = z.output<typeof notificationPreferenceBody>;

/** POST /notifications/unsubscribe?token=: the mailed link's token, checked by the server. */
export const unsubscribeQuery = z.object({
  token: z
    .string()
    .min(1)
    .max(500)
    .meta({ description: "The token of the mailed link, as it came." }),
});

/** An unsubscribe's body is read and not used: the token says it all. */
export const UNSUBSCRIBE_MAX_BODY_BYTES = 1000;

/** What a mail provider sends (RFC 8058); an empty body, or `{}` from the site's page, does too. */
export const unsubscribeBodySchema = z
  .object({ "List-Unsubscribe": z.literal("One-Click").optional() })
  .meta({
    description:
      "`List-Unsubscribe=One-Click`, as a mail provider's one-click POST sends it; optional, and not read.",
    examples: [{ "List-Unsubscribe": "One-Click" }],
  });
