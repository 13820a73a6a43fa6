// The end of a dispute, whoever ends it (an admin's decision, the customer accepting the offer or
// withdrawing): the escrow settles through the booking's one completion or cancellation path
// (completeLocked, cancelLocked: the ledger's flows underneath), the dispute is marked resolved,
// audited and both sides mailed, all in the caller's transaction. The caller holds the booking's
// lock, then the dispute's, and has checked it is open: a dispute resolves once.
import "server-only";
import type { DisputeOutcome } from "@/lib/bookings/booking-types";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { enqueueBookingMail } from "@/lib/server/bookings/booking-mail";
import type { LockedBooking } from "@/lib/server/bookings/lock-booking";
import { cancelLocked, completeLocked } from "@/lib/server/bookings/settle-booking";
import type { Tx } from "@/lib/server/ledger/types";
import type { QueuedMail } from "@/lib/server/mail/outbox";
import { disputeShares, type DisputeShares } from "@/lib/validations/disputes";
import { enqueueDisputeMail } from "./dispute-mail";
import type { LockedDispute } from "./lock-dispute";

export interface Resolution {
  outcome: DisputeOutcome;
  /** Coins back to the customer of a split (1 to the price less 1); ignored otherwise. */
  refundCoins?: number;
  resolvedBy: "admin" | "offer" | "customer";
  /** Who acted: the admin, or the customer. */
  actorId: string;
  /** The admin's reasons (a decision only). */
  note?: string;
}

const AUDIT_ACTION = {
  admin: "dispute.decided",
  offer: "dispute.offer_accepted",
  customer: "dispute.withdrawn",
} as const;

export interface Resolved {
  shares: DisputeShares;
  /** The booking completed (else it was refunded in full). */
  completed: boolean;
  mails: QueuedMail[];
}

export async function resolveLocked(
  tx: Tx,
  params: { booking: LockedBooking; dispute: LockedDispute; resolution: Resolution; now: Date },
): Promise<Resolved> {
  const { booking, dispute, resolution, now } = params;
  const { outcome, resolvedBy } = resolution;
  const shares = disputeShares(booking, outcome, resolution.refundCoins);
  if (!shares) {
    throw new Error(
      `disputes: ${outcome} of ${resolution.refundCoins} on ${booking.id} is invalid`,
    );
  }
  let mails: QueuedMail[];
  if (outcome === "refund") {
    // The organization gave it all back (its offer), or an admin did.
    const by = resolvedBy === "admin" ? "admin" : "org";
    mails = (await cancelLocked(tx, { booking, by, now, refundReason: "dispute" })).mails;
  } else {
    const completed = await completeLocked(tx, {
      booking,
      now,
      completion: "dispute",
      refundedCoins: shares.customer,
    });
    // The ledger took the commission on the organization's part: the same arithmetic as shown.
    if (completed.commissionCoins !== shares.commission) {
      throw new Error(`disputes: ${booking.id} commission ${completed.commissionCoins} differs`);
    }
    mails = await enqueueBookingMail(tx, booking.id, "completed");
  }
  await tx.dispute.update({
    where: { id: dispute.id },
    data: {
      status: "resolved",
      outcome,
      refundCoins: shares.customer,
      resolvedBy,
      decisionNote: resolution.note ?? null,
      decidedById: resolvedBy === "admin" ? resolution.actorId : null,
      resolvedAt: now,
    },
  });
  await recordAudit(tx, {
    actorId: resolution.actorId,
    action: AUDIT_ACTION[resolvedBy],
    entityType: "dispute",
    entityId: dispute.id,
    before: { status: dispute.status },
    after: { status: "resolved", outcome },
    data: {
      bookingId: booking.id,
      amount: booking.totalAmount,
      refundCoins: shares.customer,
      organizationCoins: shares.organization,
      commissionCoins: shares.commission,
      ...(resolution.note ? { reason: resolution.note } : {}),
    },
  });
  const told = await enqueueDisputeMail(tx, booking.id, {
    kind: "resolved",
    outcome,
    resolvedBy,
    shares,
  });
  return { shares, completed: outcome !== "refund", mails: [...mails, ...told] };
}
