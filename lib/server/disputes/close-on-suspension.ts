// A disputed booking settled outside its dispute: an admin's suspension of the organization
// refunds every open booking of it (lib/server/admin/suspend-account.ts, cancelLocked), disputed
// ones included. Its dispute then ends with it, as a refund, so no dispute stays open on a booking
// whose coins already went back. Called in the suspension's transaction, under the booking's lock.
import "server-only";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { Tx } from "@/lib/server/ledger/types";

const SUSPENSION_NOTE = "The organization was suspended: every coin went back to the customer.";

/** Resolves the booking's open dispute as a refund of `totalAmount`; false when it had none. */
export async function resolveDisputeOfRefundedBooking(
  tx: Tx,
  params: { bookingId: string; totalAmount: number; adminId: string | null; now: Date },
): Promise<boolean> {
  const dispute = await tx.dispute.findUnique({
    where: { bookingId: params.bookingId },
    select: { id: true, status: true },
  });
  if (!dispute || dispute.status === "resolved") return false;
  await tx.dispute.update({
    where: { id: dispute.id },
    data: {
      status: "resolved",
      outcome: "refund",
      refundCoins: params.totalAmount,
      resolvedBy: "admin",
      decisionNote: SUSPENSION_NOTE,
      decidedById: params.adminId,
      resolvedAt: params.now,
    },
  });
  await recordAudit(tx, {
    actorId: params.adminId,
    action: "dispute.decided",
    entityType: "dispute",
    entityId: dispute.id,
    before: { status: dispute.status },
    after: { status: "resolved", outcome: "refund" },
    data: { bookingId: params.bookingId, amount: params.totalAmount, reason: SUSPENSION_NOTE },
  });
  return true;
}
