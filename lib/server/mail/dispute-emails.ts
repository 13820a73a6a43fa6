// The mails of a booking's dispute, one to each side at every step: opened, answered (an offer, or
// sent to an admin), escalated (declined, or a side's time ran out) and resolved (what each side
// got). Names go through mailSafeBooking; what either side wrote stays on the site, never in a mail
// (a statement is the sender's words, not ours to forward). Dates as mail-date.ts writes them.
import "server-only";
import type { DisputeOutcome } from "@/lib/bookings/booking-types";
import { formatCount } from "@/lib/format/coins";
import type { DisputeShares } from "@/lib/validations/disputes";
import { mailDateTime } from "./mail-date";
import { actionMail, mailSafeBooking, type BookingMailDetails } from "./templates";
import type { MailMessage } from "./outbox";

type DisputeSide = "customer" | "organization";

/** Why a dispute went to an admin. */
export type EscalationCause =
  "no_offer" | "customer_declined" | "organization_late" | "customer_late";

/** Who a dispute mail goes to, as which side, about which booking. */
export interface DisputeMailTo {
  to: string;
  side: DisputeSide;
  details: BookingMailDetails;
}

const LABEL: Record<DisputeSide, string> = {
  customer: "View the dispute",
  organization: "Answer the dispute",
};

/** To each side: the customer opened a dispute; the organization answers by respondBy. */
export function disputeOpenedEmail(mail: DisputeMailTo & { respondBy: Date }): MailMessage {
  const { to, side, details, respondBy } = mail;
  const b = mailSafeBooking(details);
  const lines =
    side === "customer"
      ? [
          `Hi ${b.customerName},`,
          `You opened a dispute of ${b.serviceTitle} (reference ${b.reference}). Your ${formatCount(b.coins)} coins stay in escrow until it is settled.`,
          `${b.organizationName} has until ${mailDateTime(respondBy)} to answer: it may offer coins back. If it does not answer, or you cannot agree, an admin decides.`,
        ]
      : [
          `${b.customerName} opened a dispute of the booking ${b.reference} of ${b.serviceTitle}. Its ${formatCount(b.coins)} coins stay in escrow until it is settled.`,
          `Read what they say and answer before ${mailDateTime(respondBy)}: give your side, and offer coins back if you think that is fair. Without an answer by then, an admin decides.`,
        ];
  return actionMail({
    to,
    kind: side === "customer" ? "dispute_opened" : "dispute_opened_org",
    subject: `Dispute opened: ${b.serviceTitle} (${b.reference})`,
    lines,
    action: { label: side === "customer" ? LABEL.customer : LABEL.organization, url: b.url },
  });
}

/** To each side: the organization offered coins back; the customer accepts or asks an admin. */
export function disputeOfferEmail(
  mail: DisputeMailTo & { offerCoins: number; respondBy: Date },
): MailMessage {
  const { to, side, details, offerCoins, respondBy } = mail;
  const b = mailSafeBooking(details);
  const full = offerCoins >= b.coins;
  const offer = full
    ? `all ${formatCount(b.coins)} coins back (a full refund)`
    : `${formatCount(offerCoins)} of the ${formatCount(b.coins)} coins back`;
  const lines =
    side === "customer"
      ? [
          `Hi ${b.customerName},`,
          `${b.organizationName} answered your dispute of ${b.serviceTitle} (reference ${b.reference}) and offers ${offer}.`,
          `Accept the offer, or decline it and an admin decides, before ${mailDateTime(respondBy)}. With no answer by then, it goes to an admin (the offer can still be accepted until the admin decides).`,
        ]
      : [
          `Your offer of ${offer} on the dispute of ${b.reference} (${b.serviceTitle}) was sent to ${b.customerName}.`,
          `They have until ${mailDateTime(respondBy)} to accept it or ask an admin to decide.`,
        ];
  return actionMail({
    to,
    kind: side === "customer" ? "dispute_offer" : "dispute_offer_org",
    subject: `Offer on your dispute: ${b.serviceTitle} (${b.reference})`,
    lines,
    action: { label: side === "customer" ? "Answer the offer" : LABEL.customer, url: b.url },
  });
}

const CAUSE: Record<EscalationCause, (b: BookingMailDetails) => string> = {
  no_offer: (b) => `${b.organizationName} answered without an offer.`,
  customer_declined: (b) => `${b.customerName} declined the offer of ${b.organizationName}.`,
  organization_late: (b) => `${b.organizationName} did not answer in time.`,
  customer_late: (b) => `${b.customerName} did not answer the offer in time.`,
};

/** To each side: the dispute went to an admin, and why. */
export function disputeEscalatedEmail(
  mail: DisputeMailTo & { cause: EscalationCause },
): MailMessage {
  const { to, side, details, cause } = mail;
  const b = mailSafeBooking(details);
  const lines = [
    ...(side === "customer" ? [`Hi ${b.customerName},`] : []),
    `The dispute of ${b.serviceTitle} (reference ${b.reference}) is now with an admin: ${CAUSE[cause](b)}`,
    `The admin reads both sides and decides what happens to the ${formatCount(b.coins)} coins in escrow: all to ${b.organizationName}, all back to ${b.customerName}, or a split. You are mailed the decision.`,
  ];
  return actionMail({
    to,
    kind: side === "customer" ? "dispute_escalated" : "dispute_escalated_org",
    subject: `Dispute sent to an admin: ${b.serviceTitle} (${b.reference})`,
    lines,
    action: { label: LABEL.customer, url: b.url },
  });
}

/** How it ended, in the words of the mail. */
const ENDED_BY = {
  admin: "An admin decided the dispute",
  offer: "The customer accepted the organization's offer",
  customer: "The customer withdrew the dispute",
} as const;

/** To each side: the dispute is resolved, and the coins each side got. */
export function disputeResolvedEmail(
  mail: DisputeMailTo & {
    resolution: {
      outcome: DisputeOutcome;
      resolvedBy: keyof typeof ENDED_BY;
      shares: DisputeShares;
    };
  },
): MailMessage {
  const { to, side, details, resolution } = mail;
  const b = mailSafeBooking(details);
  const { shares } = resolution;
  const got =
    side === "customer"
      ? shares.customer > 0
        ? `${formatCount(shares.customer)} coins are back in your wallet.`
        : `The coins went to ${b.organizationName}; none came back to you.`
      : shares.organization > 0 || shares.commission > 0
        ? `You receive ${formatCount(shares.organization)} coins (after the platform's commission of ${formatCount(shares.commission)} coins on your part); they clear before you can convert them.`
        : "You receive nothing for this booking: every coin went back to the customer.";
  const lines = [
    ...(side === "customer" ? [`Hi ${b.customerName},`] : []),
    `${ENDED_BY[resolution.resolvedBy]} on ${b.serviceTitle} (reference ${b.reference}).`,
    [
      `Back to ${b.customerName}: ${formatCount(shares.customer)} coins`,
      `To ${b.organizationName}: ${formatCount(shares.organization)} coins`,
      `Commission: ${formatCount(shares.commission)} coins`,
    ].join("\n"),
    got,
    ...(resolution.resolvedBy === "admin"
      ? ["The admin's reasons are on the booking. This decision is final."]
      : []),
  ];
  return actionMail({
    to,
    kind: side === "customer" ? "dispute_resolved" : "dispute_resolved_org",
    subject: `Dispute resolved: ${b.serviceTitle} (${b.reference})`,
    lines,
    action: { label: LABEL.customer, url: b.url },
  });
}
