// The product's words about notifications and mail preferences, shared by the API, the mails and
// the tests that check them.
import { TOPIC_FACTS, type NotificationTopic } from "./topics";

/** Under the mail preferences: what no preference turns off. */
export const SECURITY_MAILS_ALWAYS_SENT =
  "Security mails (sign-in alerts, password and second-factor changes, payout details changes) are always sent.";

/** Marking read another account's notification, or one that does not exist. */
export const NOTIFICATION_NOT_FOUND = "Notification not found.";

/** A forged, altered or garbled unsubscribe link. */
export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid.";

/** A preference for a topic the caller's role never receives. */
export function topicNotYours(topic: string): string {
  return `There are no notifications about "${topic}" for your account.`;
}

/** Once a topic's mails are off; `email` (masked) names the address when the reader knows it. */
export function unsubscribedMessage(topic: NotificationTopic, email?: string): string {
  const about = TOPIC_FACTS[topic].label.toLowerCase();
  return `You will no longer get mails about ${about}${email ? ` at ${email}` : ""}. You can change this at any time in Settings.`;
}

/** The last line of every mail that has a topic, before the link that turns its mails off. */
export function unsubscribeLead(topic: NotificationTopic): string {
  return `Stop mails about ${TOPIC_FACTS[topic].label.toLowerCase()}:`;
}
