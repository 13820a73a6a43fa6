// An admin decides a dispute, finally and once: release (every coin to the organization, less
// the commission), refund (every coin back) or split (refundCoins back, the rest to the
// organization less the commission on that rest), with a note both sides read. The booking's row
// is locked first, then the dispute's, and its state checked there: of two admins deciding, an
// offer accepted meanwhile, or the sweep escalating at that moment, one ends it and the others get
// 409 (or, for the sweep, find nothing to do).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { lockBooking } from "@/lib/server/bookings/lock-booking";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import { dispatchMail } from "@/lib/server/mail/outbox";
import type { AdminDisputeDetail } from "@/lib/schemas/disputes";
import type { DecideDisputeInput } from "@/lib/validations/disputes";
import { adminDisputeDetail } from "./admin-dispute-detail";
import { DISPUTE_NOT_FOUND, splitOutOfRange } from "./dispute-rules";
import { lockOpenDispute } from "./lock-dispute";
import { resolveLocked } from "./resolve-dispute";

export async function decideDispute(params: {
  admin: SessionUser;
  disputeId: string;
  decision: DecideDisputeInput;
}): Promise<AdminDisputeDetail> {
  const { admin, disputeId, decision } = params;
  // A dispute never changes booking: which booking to lock first is read without a lock.
  const head = await db().dispute.findUnique({
    where: { id: disputeId },
    select: { bookingId: true },
  });
  if (!head) throw AppError.notFound(DISPUTE_NOT_FOUND);
  const { mails, completed } = await db().$transaction(async (tx) => {
    const booking = await lockBooking(tx, head.bookingId);
    if (!booking) throw AppError.notFound(DISPUTE_NOT_FOUND);
    const dispute = await lockOpenDispute(tx, booking);
    const split = decision.outcome === "split" ? (decision.refundCoins ?? 0) : 0;
    if (decision.outcome === "split" && (split < 1 || split > booking.totalAmount - 1)) {
      const message = splitOutOfRange(booking.totalAmount);
      throw new AppError("validation_failed", message, {
        issues: [{ path: "refundCoins", message }],
      });
    }
    return resolveLocked(tx, {
      booking,
      dispute,
      resolution: {
        outcome: decision.outcome,
        refundCoins: split,
        resolvedBy: "admin",
        actorId: admin.id,
        note: decision.note,
      },
      now: new Date(),
    });
  });
  if (completed) metrics().bookingsCompleted.inc();
  else metrics().bookingsCancelled.inc();
  await dispatchMail(mails);
  return adminDisputeDetail(disputeId);
}
