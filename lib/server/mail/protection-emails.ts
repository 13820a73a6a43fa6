// The mails of buyer protection: a delivery to accept, the reminder a day before it completes by
// itself, a refund of an undelivered booking, and a request to cancel asked, declined or accepted.
// Names go through mailSafeName like every other mail; dates are in UTC (the mail has no zone).
import "server-only";
import { formatCount } from "@/lib/format/coins";
import { html, mailSafeName } from "./templates";
import type { MailMessage } from "./outbox";

export interface ProtectionMailDetails {
  reference: string;
  serviceTitle: string;
  coins: number;
  organizationName: string;
  customerName: string;
  url: string;
}

const UTC_DATE = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A date as a mail says it: "5 Dec 2026, 14:00 UTC". */
export function mailDate(at: Date): string {
  return `${UTC_DATE.format(at)} UTC`;
}

function safe(details: ProtectionMailDetails) {
  return {
    ...details,
    serviceTitle: mailSafeName(details.serviceTitle, "a service"),
    customerName: mailSafeName(details.customerName, "A customer"),
    organizationName: mailSafeName(details.organizationName, "the organization"),
  };
}

function message(
  to: string,
  kind: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  return {
    to,
    kind,
    subject,
    text: `${lines.join("\n\n")}\n\n${action.label}: ${action.url}\n`,
    html: html(subject.replace(/ \(.*\)$/, ""), lines, action),
  };
}

/** To the customer: the organization delivered; accept it or report a problem by acceptBy. */
export function deliveredEmail(
  to: string,
  details: ProtectionMailDetails,
  acceptBy: Date,
): MailMessage {
  const b = safe(details);
  return message(
    to,
    "booking_delivered",
    `Delivered: ${b.serviceTitle} (${b.reference})`,
    [
      `Hi ${b.customerName},`,
      `${b.organizationName} has delivered ${b.serviceTitle} (reference ${b.reference}).`,
      `Your ${formatCount(b.coins)} coins stay in escrow until you accept the delivery. If something is wrong, report a problem before ${mailDate(acceptBy)}; if you do neither, the booking completes then and the coins go to ${b.organizationName}.`,
    ],
    { label: "Review the delivery", url: b.url },
  );
}

/** To the customer, a day before a delivery completes by itself. */
export function acceptanceReminderEmail(
  to: string,
  details: ProtectionMailDetails,
  acceptBy: Date,
): MailMessage {
  const b = safe(details);
  return message(
    to,
    "booking_acceptance_reminder",
    `Completes tomorrow: ${b.serviceTitle} (${b.reference})`,
    [
      `Hi ${b.customerName},`,
      `The delivery of ${b.serviceTitle} completes by itself on ${mailDate(acceptBy)}, and your ${formatCount(b.coins)} coins then go to ${b.organizationName}.`,
      "If something is wrong with it, report a problem before then.",
    ],
    { label: "Review the delivery", url: b.url },
  );
}

/** To the customer, or the organization: the due date passed undelivered; every coin went back. */
export function notDeliveredEmail(
  to: string,
  details: ProtectionMailDetails,
  side: "customer" | "organization",
): MailMessage {
  const b = safe(details);
  const lines =
    side === "customer"
      ? [
          `Hi ${b.customerName},`,
          `${b.organizationName} did not deliver ${b.serviceTitle} (reference ${b.reference}) by its due date.`,
          `All ${formatCount(b.coins)} coins are back in your wallet.`,
        ]
      : [
          `The booking ${b.reference} of ${b.serviceTitle} by ${b.customerName} passed its due date without a delivery.`,
          `The ${formatCount(b.coins)} coins went back to the customer; you were paid nothing for it.`,
        ];
  return message(
    to,
    side === "customer" ? "booking_not_delivered" : "booking_not_delivered_org",
    `Not delivered, refunded: ${b.serviceTitle} (${b.reference})`,
    lines,
    { label: side === "customer" ? "View your bookings" : "View your bookings", url: b.url },
  );
}

/** To the organization: the customer asks to cancel, with their reason. */
export function cancelRequestedEmail(
  to: string,
  details: ProtectionMailDetails,
  reason: string,
): MailMessage {
  const b = safe(details);
  return message(
    to,
    "booking_cancel_requested",
    `Cancellation requested: ${b.serviceTitle} (${b.reference})`,
    [
      `${b.customerName} asks to cancel the booking ${b.reference} of ${b.serviceTitle}.`,
      `Their reason: ${mailSafeName(reason, "(none given)")}`,
      `Accept it to give back all ${formatCount(b.coins)} coins, or decline it with your reason.`,
    ],
    { label: "Answer the request", url: b.url },
  );
}

/** To the customer: the organization declined their request to cancel. */
export function cancelDeclinedEmail(
  to: string,
  details: ProtectionMailDetails,
  reason: string,
): MailMessage {
  const b = safe(details);
  return message(
    to,
    "booking_cancel_declined",
    `Cancellation declined: ${b.serviceTitle} (${b.reference})`,
    [
      `Hi ${b.customerName},`,
      `${b.organizationName} declined your request to cancel ${b.serviceTitle} (reference ${b.reference}).`,
      `Their reason: ${mailSafeName(reason, "(none given)")}`,
      "Your coins stay in escrow. If you cannot settle it with them, you can open a dispute from the booking and an admin decides.",
    ],
    { label: "View the booking", url: b.url },
  );
}
