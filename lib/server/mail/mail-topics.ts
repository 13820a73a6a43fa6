// Every kind of mail the app writes, with the notification topic it belongs to: the recipient's
// mail preference for that topic decides whether it is sent, and it carries that topic's one-click
// unsubscribe. "security" mails (sign-in, password, second factor, payout details) have no topic:
// they are always sent. MailMessage.kind is typed by this table, so a mail of a new kind does not
// compile until it is placed here.
import "server-only";
import type { NotificationTopic } from "@/lib/notifications/topics";

export const MAIL_TOPICS = {
  // Account and security: always sent.
  verify_email: "security",
  reset_password: "security",
  signup_existing_account: "security",
  new_sign_in: "security",
  second_factor_reset: "security",
  payout_details_changed: "security",

  // Bookings, to the customer and to the organization.
  booking_confirmed: "bookings",
  booking_received: "bookings",
  booking_cancelled: "bookings",
  booking_cancelled_org: "bookings",
  booking_completed: "bookings",
  booking_paid_org: "bookings",
  booking_digest_org: "bookings",
  booking_delivered: "bookings",
  booking_acceptance_reminder: "bookings",
  booking_not_delivered: "bookings",
  booking_not_delivered_org: "bookings",
  booking_cancel_requested: "bookings",
  booking_cancel_declined: "bookings",

  // Disputes of bookings.
  dispute_opened: "disputes",
  dispute_opened_org: "disputes",
  dispute_offer: "disputes",
  dispute_offer_org: "disputes",
  dispute_escalated: "disputes",
  dispute_escalated_org: "disputes",
  dispute_resolved: "disputes",
  dispute_resolved_org: "disputes",

  // A booking's thread.
  booking_messages: "messages",

  // Conversions of earned coins.
  conversion_approved: "conversions",
  conversion_rejected: "conversions",
  conversion_paid: "conversions",
  conversion_payout_failed: "conversions",

  // An admin's decisions on an organization's services and their changes.
  service_approved: "services",
  service_changes_requested: "services",
  service_rejected: "services",
  service_change_approved: "services",
  service_change_changes_requested: "services",
  service_change_rejected: "services",

  // Coins bought, and card disputes of them.
  payment_receipt: "payments",
  chargeback_opened: "payments",
  chargeback_won: "payments",
  chargeback_lost: "payments",
  wallet_debt_repaid: "payments",
} as const satisfies Record<string, NotificationTopic | "security">;

export type MailKind = keyof typeof MAIL_TOPICS;

/** The topic of a mail of `kind`; null for a security mail, which no preference turns off. */
export function mailTopic(kind: MailKind): NotificationTopic | null {
  const topic = MAIL_TOPICS[kind];
  return topic === "security" ? null : topic;
}
