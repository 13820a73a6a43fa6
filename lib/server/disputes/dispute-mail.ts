// Each step of a dispute mails both sides, written to the outbox in the step's own transaction
// (dispatched after it commits): an email is sent exactly when its step happened.
import "server-only";
import type { Tx } from "@/lib/server/ledger/types";
import {
  disputeEscalatedEmail,
  disputeOfferEmail,
  disputeOpenedEmail,
  disputeResolvedEmail,
  type DisputeMailDetails,
  type DisputeSide,
  type EscalationCause,
} from "@/lib/server/mail/dispute-emails";
import { enqueueMail, type MailMessage, type QueuedMail } from "@/lib/server/mail/outbox";
import type { DisputeShares } from "@/lib/validations/disputes";
import type { DisputeOutcome } from "@/lib/bookings/booking-types";

export type DisputeMailEvent =
  | { kind: "opened"; respondBy: Date }
  | { kind: "offer"; offerCoins: number; respondBy: Date }
  | { kind: "escalated"; cause: EscalationCause }
  | {
      kind: "resolved";
      outcome: DisputeOutcome;
      resolvedBy: "admin" | "offer" | "customer";
      shares: DisputeShares;
    };

function mailFor(
  to: string,
  side: DisputeSide,
  details: DisputeMailDetails,
  event: DisputeMailEvent,
): MailMessage {
  switch (event.kind) {
    case "opened":
      return disputeOpenedEmail(to, side, details, event.respondBy);
    case "offer":
      return disputeOfferEmail(to, side, details, event.offerCoins, event.respondBy);
    case "escalated":
      return disputeEscalatedEmail(to, side, details, event.cause);
    case "resolved":
      return disputeResolvedEmail(to, side, details, event);
  }
}

/** The step's mail to the customer and to the organization, queued in `tx`. */
export async function enqueueDisputeMail(
  tx: Tx,
  bookingId: string,
  event: DisputeMailEvent,
  origin: string,
): Promise<QueuedMail[]> {
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      reference: true,
      serviceTitle: true,
      totalAmount: true,
      user: { select: { name: true, email: true } },
      organization: { select: { name: true, user: { select: { email: true } } } },
    },
  });
  const details = {
    reference: booking.reference,
    serviceTitle: booking.serviceTitle,
    coins: booking.totalAmount,
    organizationName: booking.organization.name,
    customerName: booking.user.name,
  };
  const toCustomer = mailFor(
    booking.user.email,
    "customer",
    { ...details, url: `${origin}/bookings` },
    event,
  );
  const toOrganization = mailFor(
    booking.organization.user.email,
    "organization",
    { ...details, url: `${origin}/dashboard/org` },
    event,
  );
  return [await enqueueMail(tx, toCustomer), await enqueueMail(tx, toOrganization)];
}
