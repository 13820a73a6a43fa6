// A dispute's steps told in the product, in the step's own transaction, beside its mails
// (dispute-mail.ts calls this): the side that is to answer next, admins when it reaches their
// queue, and both sides when an admin decides it. The booking's own notices stay quiet about a
// dispute's end (booking-notifications.ts): this tells it once.
import "server-only";
import {
  adminDisputeHref,
  customerBookingsHref,
  disputeTexts,
  ORG_BOOKINGS_HREF,
} from "@/lib/notifications/event-texts";
import { BOOKING_PARTIES_SELECT, partiesOf } from "@/lib/server/bookings/booking-notifications";
import type { Tx } from "@/lib/server/ledger/types";
import { notify, notifyAdmins, type NotificationInput } from "@/lib/server/notifications/notify";
import type { DisputeMailEvent } from "./dispute-mail";

/** Tells the dispute's parties (and admins) of `event`, in the step's transaction `tx`. */
export async function notifyDisputeStep(
  tx: Tx,
  params: { bookingId: string; event: DisputeMailEvent },
): Promise<void> {
  const { event } = params;
  const row = await tx.booking.findUniqueOrThrow({
    where: { id: params.bookingId },
    select: { ...BOOKING_PARTIES_SELECT, dispute: { select: { id: true } } },
  });
  const { facts, customerId, organizationUserId } = partiesOf(row);
  const topic = "disputes" as const;
  const customer = (eventName: string, text: string): NotificationInput => ({
    userId: customerId,
    topic,
    event: eventName,
    text,
    href: customerBookingsHref("disputed"),
  });
  const organization = (eventName: string, text: string): NotificationInput => ({
    userId: organizationUserId,
    topic,
    event: eventName,
    text,
    href: ORG_BOOKINGS_HREF,
  });
  switch (event.kind) {
    case "opened":
      return notify(tx, [organization("dispute_opened", disputeTexts.opened(facts))]);
    case "offer":
      return notify(tx, [customer("dispute_offer", disputeTexts.offer(facts, event.offerCoins))]);
    case "escalated":
      // The organization answered without an offer: the customer learns an admin decides now.
      if (event.cause === "no_offer") {
        await notify(tx, [customer("dispute_responded", disputeTexts.responded(facts))]);
      }
      if (!row.dispute) throw new Error(`disputes: booking ${params.bookingId} has no dispute`);
      return notifyAdmins(tx, {
        event: "dispute_awaiting_admin",
        text: disputeTexts.awaitingAdmin(facts),
        href: adminDisputeHref(row.dispute.id),
      });
    case "resolved":
      if (event.resolvedBy === "offer") {
        return notify(tx, [
          organization("dispute_offer_accepted", disputeTexts.offerAccepted(facts)),
        ]);
      }
      if (event.resolvedBy === "customer") {
        return notify(tx, [organization("dispute_withdrawn", disputeTexts.withdrawn(facts))]);
      }
      return notify(tx, [
        {
          ...customer(
            "dispute_decided",
            disputeTexts.decidedCustomer(facts, event.shares.customer),
          ),
          // Decided, the booking is settled: refunded (cancelled) or paid (completed).
          href: customerBookingsHref(event.outcome === "refund" ? "cancelled" : "completed"),
        },
        organization(
          "dispute_decided",
          disputeTexts.decidedOrganization(facts, event.shares.organization),
        ),
      ]);
  }
}
