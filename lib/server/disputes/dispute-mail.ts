// Each step of a dispute mails both sides, written to the outbox in the step's own transaction
// (dispatched after it commits): an email is sent exactly when its step happened. The step is told
// in the product in the same transaction (dispute-notifications.ts).
import "server-only";
import { readBookingMail } from "@/lib/server/bookings/booking-mail-details";
import type { Tx } from "@/lib/server/ledger/types";
import {
  disputeEscalatedEmail,
  disputeOfferEmail,
  disputeOpenedEmail,
  disputeResolvedEmail,
  type DisputeMailTo,
  type EscalationCause,
} from "@/lib/server/mail/dispute-emails";
import { enqueueMail, type MailMessage, type QueuedMail } from "@/lib/server/mail/outbox";
import type { DisputeShares } from "@/lib/validations/disputes";
import type { DisputeOutcome } from "@/lib/bookings/booking-types";
import { notifyDisputeStep } from "./dispute-notifications";

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

function mailFor(to: DisputeMailTo, event: DisputeMailEvent): MailMessage {
  switch (event.kind) {
    case "opened":
      return disputeOpenedEmail({ ...to, respondBy: event.respondBy });
    case "offer":
      return disputeOfferEmail({ ...to, offerCoins: event.offerCoins, respondBy: event.respondBy });
    case "escalated":
      return disputeEscalatedEmail({ ...to, cause: event.cause });
    case "resolved":
      return disputeResolvedEmail({ ...to, resolution: event });
  }
}

/** The step's mail to the customer and to the organization, queued in `tx`. */
export async function enqueueDisputeMail(
  tx: Tx,
  bookingId: string,
  event: DisputeMailEvent,
): Promise<QueuedMail[]> {
  await notifyDisputeStep(tx, { bookingId, event });
  const { customer, organization } = await readBookingMail(tx, bookingId);
  const toCustomer = mailFor(
    { to: customer.email, side: "customer", details: customer.details },
    event,
  );
  const toOrganization = mailFor(
    { to: organization.email, side: "organization", details: organization.details },
    event,
  );
  return [await enqueueMail(tx, toCustomer), await enqueueMail(tx, toOrganization)];
}
