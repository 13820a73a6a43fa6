// The mails of buyer protection: a delivery to accept, the reminder a day before it completes by
// itself, a refund of an undelivered booking, and a request to cancel asked or declined. Each is
// one row of PROTECTION_MAILS: its subject, its paragraphs and its button. Names go through
// mailSafeBooking like every mail about a booking; dates as mail-date.ts writes them.
import "server-only";
import { formatCount } from "@/lib/format/coins";
import { mailDateTime } from "./mail-date";
import { actionMail, mailSafeBooking, mailSafeName, type BookingMailDetails } from "./templates";
import type { MailMessage } from "./outbox";

/** What one mail adds to the booking's details: the window's end, or the other side's reason. */
interface Extra {
  at: Date;
  reason: string;
}

interface MailText {
  subject: string;
  lines: string[];
  action: string;
}

type Safe = BookingMailDetails;

const PROTECTION_MAILS = {
  /** To the customer: the organization delivered; accept it or report a problem by the window's end. */
  booking_delivered: (b: Safe, { at }: Extra): MailText => ({
    subject: `Delivered: ${b.serviceTitle} (${b.reference})`,
    lines: [
      `Hi ${b.customerName},`,
      `${b.organizationName} has delivered ${b.serviceTitle} (reference ${b.reference}).`,
      `Your ${formatCount(b.coins)} coins stay in escrow until you accept the delivery. If something is wrong, report a problem before ${mailDateTime(at)}; if you do neither, the booking completes then and the coins go to ${b.organizationName}.`,
    ],
    action: "Review the delivery",
  }),
  /** To the customer, a day before a delivery completes by itself. */
  booking_acceptance_reminder: (b: Safe, { at }: Extra): MailText => ({
    subject: `Completes tomorrow: ${b.serviceTitle} (${b.reference})`,
    lines: [
      `Hi ${b.customerName},`,
      `The delivery of ${b.serviceTitle} completes by itself on ${mailDateTime(at)}, and your ${formatCount(b.coins)} coins then go to ${b.organizationName}.`,
      "If something is wrong with it, report a problem before then.",
    ],
    action: "Review the delivery",
  }),
  /** To the customer: the due date passed undelivered; every coin went back. */
  booking_not_delivered: (b: Safe): MailText => ({
    subject: `Not delivered, refunded: ${b.serviceTitle} (${b.reference})`,
    lines: [
      `Hi ${b.customerName},`,
      `${b.organizationName} did not deliver ${b.serviceTitle} (reference ${b.reference}) by its due date.`,
      `All ${formatCount(b.coins)} coins are back in your wallet.`,
    ],
    action: "View your bookings",
  }),
  /** To the organization: the same, and that it was paid nothing. */
  booking_not_delivered_org: (b: Safe): MailText => ({
    subject: `Not delivered, refunded: ${b.serviceTitle} (${b.reference})`,
    lines: [
      `The booking ${b.reference} of ${b.serviceTitle} by ${b.customerName} passed its due date without a delivery.`,
      `The ${formatCount(b.coins)} coins went back to the customer; you were paid nothing for it.`,
    ],
    action: "View your bookings",
  }),
  /** To the organization: the customer asks to cancel, with their reason. */
  booking_cancel_requested: (b: Safe, { reason }: Extra): MailText => ({
    subject: `Cancellation requested: ${b.serviceTitle} (${b.reference})`,
    lines: [
      `${b.customerName} asks to cancel the booking ${b.reference} of ${b.serviceTitle}.`,
      `Their reason: ${mailSafeName(reason, "(none given)")}`,
      `Accept it to give back all ${formatCount(b.coins)} coins, or decline it with your reason.`,
    ],
    action: "Answer the request",
  }),
  /** To the customer: the organization declined their request to cancel. */
  booking_cancel_declined: (b: Safe, { reason }: Extra): MailText => ({
    subject: `Cancellation declined: ${b.serviceTitle} (${b.reference})`,
    lines: [
      `Hi ${b.customerName},`,
      `${b.organizationName} declined your request to cancel ${b.serviceTitle} (reference ${b.reference}).`,
      `Their reason: ${mailSafeName(reason, "(none given)")}`,
      "Your coins stay in escrow. If you cannot settle it with them, you can open a dispute from the booking and an admin decides.",
    ],
    action: "View the booking",
  }),
} satisfies Record<string, (b: Safe, extra: Extra) => MailText>;

export type ProtectionMailKind = keyof typeof PROTECTION_MAILS;

/** The mail `kind` to `to` about the booking; `extra` is the window's end or the reason it names. */
export function protectionEmail(mail: {
  kind: ProtectionMailKind;
  to: string;
  details: BookingMailDetails;
  extra?: Partial<Extra>;
}): MailMessage {
  const { kind, to, details, extra = {} } = mail;
  const text = PROTECTION_MAILS[kind](mailSafeBooking(details), {
    at: extra.at ?? new Date(),
    reason: extra.reason ?? "",
  });
  return actionMail({
    to,
    kind,
    subject: text.subject,
    lines: text.lines,
    action: { label: text.action, url: details.url },
  });
}
