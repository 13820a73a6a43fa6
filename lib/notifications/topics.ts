// What notifications (and mails) are about, as a person chooses to receive them: per topic, in the
// product, by mail, or both. Shared by the settings screen, the API's schemas and the server.
// Security mails (sign-in, password, second factor, payout details) have no topic: always sent.
import type { Role } from "@/lib/auth/roles";

export const NOTIFICATION_TOPICS = [
  "bookings",
  "disputes",
  "messages",
  "conversions",
  "services",
  "organization",
  "reviews",
  "payments",
  "admin_queues",
] as const;

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

interface TopicFacts {
  label: string;
  /** What it covers, under the label on /settings. */
  description: string;
  /** The roles that receive it: only they see it among their preferences. */
  roles: readonly Role[];
}

export const TOPIC_FACTS: Record<NotificationTopic, TopicFacts> = {
  bookings: {
    label: "Bookings",
    description: "Booked, cancelled, delivered, accepted.",
    roles: ["user", "org"],
  },
  disputes: {
    label: "Disputes",
    description: "A problem reported on a booking, and its decision.",
    roles: ["user", "org"],
  },
  messages: {
    label: "Messages",
    description: "New messages about a booking.",
    roles: ["user", "org"],
  },
  conversions: {
    label: "Conversions",
    description: "Approved, paid or failed conversions of your coins.",
    roles: ["org"],
  },
  services: {
    label: "Services",
    description: "Your services approved, rejected or sent back with changes to make.",
    roles: ["org"],
  },
  organization: {
    label: "Organization",
    description: "Your organization's verification.",
    roles: ["org"],
  },
  reviews: {
    label: "Reviews",
    description: "New reviews of your services.",
    roles: ["org"],
  },
  payments: {
    label: "Payments",
    description: "Receipts for coins you buy, refunds and chargebacks.",
    roles: ["user", "org"],
  },
  admin_queues: {
    label: "Admin queues",
    description: "New services, changes, conversions and disputes waiting for an admin.",
    roles: ["admin"],
  },
};

/** The topics a person with `role` may receive, in the settings' order. */
export function topicsFor(role: Role): NotificationTopic[] {
  return NOTIFICATION_TOPICS.filter((topic) => TOPIC_FACTS[topic].roles.includes(role));
}
