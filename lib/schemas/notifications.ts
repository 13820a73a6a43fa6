// What a signed-in person reads of their notifications and chooses about them (in the product,
// by mail), and what a mail's unsubscribe link answers.
import { z } from "zod";
import { NOTIFICATION_TOPICS } from "@/lib/notifications/topics";
import { count, isoDateTime, pageOf } from "./common";

const notificationTopicSchema = z.enum(NOTIFICATION_TOPICS).meta({
  id: "NotificationTopic",
  description:
    "What a notification or mail is about; each is turned on or off in the product and by mail.",
});

const notificationSchema = z
  .object({
    id: z.string(),
    topic: notificationTopicSchema,
    event: z.string().meta({
      description: "What happened, e.g. `booking_made`.",
      examples: ["booking_made"],
    }),
    text: z.string().meta({ description: "The sentence to show, as plain text." }),
    href: z.string().meta({
      description: "The site path of what it is about.",
      examples: ["/org/bookings/cm3x7k2p90001qz8h4t6v2b1d"],
    }),
    read: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({ id: "Notification" });
export type NotificationView = z.output<typeof notificationSchema>;

export const notificationPageSchema = pageOf(notificationSchema).meta({ id: "NotificationPage" });

export const unreadNotificationsSchema = z
  .object({ unread: count.meta({ description: "The caller's unread notifications." }) })
  .meta({ id: "UnreadNotifications" });

const topicPreferenceSchema = z
  .object({
    topic: notificationTopicSchema,
    label: z.string(),
    description: z.string(),
    inApp: z.boolean().meta({ description: "Shown in the product (the bell and /notifications)." }),
    email: z.boolean().meta({ description: "Mailed." }),
  })
  .meta({ id: "TopicPreference" });
export type TopicPreference = z.output<typeof topicPreferenceSchema>;

export const notificationPreferencesSchema = z
  .object({
    topics: z.array(topicPreferenceSchema).meta({
      description: "The topics the caller's role receives, in the settings' order.",
    }),
    alwaysSent: z.string().meta({ description: "Which mails no preference turns off." }),
  })
  .meta({ id: "NotificationPreferences" });
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

export const unsubscribedSchema = z
  .object({ topic: notificationTopicSchema, label: z.string() })
  .meta({ id: "Unsubscribed", description: "The topic whose mails are now off." });
export type Unsubscribed = z.output<typeof unsubscribedSchema>;
