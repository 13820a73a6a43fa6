// /api/v1/notifications: the signed-in person's notifications (the bell and /notifications), their
// preferences per topic (in the product, by mail), and the one-click unsubscribe of every mail
// that has a topic.
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadNotificationsSchema,
  unsubscribedSchema,
} from "@/lib/schemas/notifications";
import { idParams } from "@/lib/validations/common";
import {
  UNSUBSCRIBE_MAX_BODY_BYTES,
  notificationListQuery,
  notificationPreferenceBody,
  unsubscribeBodySchema,
  unsubscribeQuery,
} from "@/lib/validations/notifications";
import { defineRoute } from "./define";

export const notificationsRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/notifications",
    tag: "Accounts",
    summary: "Your notifications, newest first",
    description:
      "Each tells what happened and links (`href`) to what it is about. `unread=true` lists only the unread ones. A topic turned off in the product (PUT /notifications/preferences) writes none.",
    permission: "account.notifications",
    query: notificationListQuery,
    response: notificationPageSchema,
  }),
  unread: defineRoute({
    method: "GET",
    path: "/api/v1/notifications/unread",
    tag: "Accounts",
    summary: "How many of your notifications are unread",
    permission: "account.notifications",
    response: unreadNotificationsSchema,
  }),
  readAll: defineRoute({
    method: "POST",
    path: "/api/v1/notifications/read",
    tag: "Accounts",
    summary: "Mark all your notifications read",
    permission: "account.notifications",
    response: unreadNotificationsSchema,
  }),
  read: defineRoute({
    method: "POST",
    path: "/api/v1/notifications/{id}/read",
    tag: "Accounts",
    summary: "Mark one of your notifications read",
    description:
      "Answers the unread count after it. One already read stays as it was (200). Another account's notification, or an unknown id, answers 404.",
    permission: "account.notifications",
    params: idParams,
    response: unreadNotificationsSchema,
    errors: ["not_found"],
  }),
  preferences: defineRoute({
    method: "GET",
    path: "/api/v1/notifications/preferences",
    tag: "Accounts",
    summary: "Your notification preferences: per topic, in the product and by mail",
    description:
      "The topics your role receives, in the order the settings show them; a topic never changed is on both ways. Security mails have no topic: they are always sent (`alwaysSent` says which).",
    permission: "account.notifications",
    response: notificationPreferencesSchema,
  }),
  updatePreference: defineRoute({
    method: "PUT",
    path: "/api/v1/notifications/preferences",
    tag: "Accounts",
    summary: "Turn one topic on or off, in the product and by mail",
    description:
      "Changes that topic only, and answers every topic's preferences. A topic your role does not receive is 422.",
    permission: "account.notifications",
    body: notificationPreferenceBody.meta({
      examples: [{ topic: "reviews", inApp: true, email: false }],
    }),
    response: notificationPreferencesSchema,
    errors: ["validation_failed"],
  }),
  unsubscribe: defineRoute({
    method: "POST",
    path: "/api/v1/notifications/unsubscribe",
    tag: "Accounts",
    summary: "Stop one topic's mails from a mail's unsubscribe link (one-click, RFC 8058)",
    description:
      "Every mail that has a topic carries this URL in its `List-Unsubscribe` header (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`), and a link to a page that calls it. No sign-in, and a request without our session cookie needs no Origin of ours: a mail provider POSTs here from its own servers (the body `List-Unsubscribe=One-Click`; an empty body or `{}` does too). That is safe because the token is the authority: it names one account and one topic and is signed with the server's secret, so it cannot be made for another account or topic, and all it can do is turn that topic's mails off (the product's notifications stay as they were). Tokens do not expire; using one again changes nothing. A forged, altered or garbled token is 400 `invalid_action_code`.",
    permission: "notifications.unsubscribe",
    query: unsubscribeQuery,
    rawBody: {
      mediaType: "application/x-www-form-urlencoded",
      maxBytes: UNSUBSCRIBE_MAX_BODY_BYTES,
      schema: unsubscribeBodySchema,
    },
    response: unsubscribedSchema,
    rateLimit: "Unsubscribe requests from the client's address.",
    errors: ["invalid_action_code", "payload_too_large", "rate_limited"],
  }),
};
