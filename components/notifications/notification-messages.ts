// The notification screens' words (the bell, /notifications, the preferences on /settings and the
// unsubscribe page), in one plain module the screens and their tests share.
import { TOPIC_FACTS, type NotificationTopic } from "@/lib/notifications/topics";

// The bell's own words are in bell-words.ts: the header draws them on every page, and should not
// bring these (and the topic table) to every page's first load.

export const NOTIFICATION_TEXT = {
  allCaughtUp: "You're all caught up.",
  noUnread: "No unread notifications.",
  emptyAllDescription:
    "Bookings, messages and decisions about your account will show here as they happen.",
  emptyUnreadDescription: "Everything here has been read. All your notifications stay under All.",
  markAllRead: "Mark all as read",
  seeAll: "See all notifications",
  loading: "Loading notifications...",
  loadFailed: "Couldn't load your notifications",
  markFailed: "Couldn't mark as read",
  unread: "Unread",
  pageDescription:
    "What happened on your bookings, messages and account, newest first. Each one links to what it is about.",
  filterLabel: "Show notifications",
} as const;

/** Rows per page of /notifications: the server renders the first, "Load more" asks for the next. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The list's filters, in tab order. */
export const NOTIFICATION_FILTERS = { all: "All", unread: "Unread" } as const;
export type NotificationFilter = keyof typeof NOTIFICATION_FILTERS;

/** ?show=unread shows the unread ones; anything else (or nothing), all of them. */
export function filterFromParam(value: string | null | undefined): NotificationFilter {
  return value === "unread" ? "unread" : "all";
}

/** The page of a filter: /notifications or /notifications?show=unread. */
export function notificationsHref(filter: NotificationFilter): string {
  return filter === "unread" ? "/notifications?show=unread" : "/notifications";
}

export const PREFERENCE_TEXT = {
  title: "Notifications",
  description:
    "Choose, for each kind of event, whether it shows in the product (the bell and the notifications page), is mailed to you, or both.",
  inApp: "In the product",
  email: "By mail",
  saved: "Saved",
  saveFailed: "Couldn't save your notification settings",
  loadFailed: "Couldn't load your notification settings",
  loading: "Loading notification settings...",
} as const;

/** A topic as a sentence says it: "bookings", "admin queues". */
function topicWords(topic: NotificationTopic): string {
  return TOPIC_FACTS[topic].label.toLowerCase();
}

export const UNSUBSCRIBE_TEXT = {
  title: "Unsubscribe",
  button: "Unsubscribe",
  busy: "Unsubscribing...",
  doneTitle: "Unsubscribed",
  invalidTitle: "Link not valid",
  settingsLink: "Settings",
} as const;

/** The unsubscribe page's question: the same words as the mail's footer that led here. */
export function unsubscribeQuestion(topic: NotificationTopic): string {
  return `Stop mails about ${topicWords(topic)}?`;
}

/** Under the question: which address, and that nothing else changes. */
export function unsubscribeWho(params: { topic: NotificationTopic; email: string }): string {
  return `Mails about ${topicWords(params.topic)} to ${params.email} stop. Everything else stays as it is.`;
}

/** Once unsubscribed: the first sentence; the second ends with a link to Settings. */
export function unsubscribedText(params: { topic: NotificationTopic; email: string }): string {
  return `You will no longer get mails about ${topicWords(params.topic)} at ${params.email}.`;
}

export const CHANGE_IN_SETTINGS = "You can change this at any time in";
