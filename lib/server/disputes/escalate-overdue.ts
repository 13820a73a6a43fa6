// The sweep's part in disputes: a side that did not answer by respondBy (the organization to the
// dispute, the customer to an offer) hands it to an admin, and both sides are told. Each dispute in
// its own transaction, under its booking's lock then its own, its state and time checked there:
// an answer that got there first leaves nothing to escalate. Safe to run anywhere at any time.
import "server-only";
import { db } from "@/lib/server/db/client";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { lockBooking } from "@/lib/server/bookings/lock-booking";
import { dispatchMail } from "@/lib/server/mail/outbox";
import { enqueueDisputeMail } from "./dispute-mail";
import { lockDisputeOf } from "./lock-dispute";

/** Disputes escalated per sweep at most; the rest wait for the next one. */
const SWEEP_BATCH = 200;

/** Escalates one overdue dispute; false when it was answered or settled meanwhile. */
async function escalateOne(bookingId: string, now: Date): Promise<boolean> {
  const mails = await db().$transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const dispute = booking ? await lockDisputeOf(tx, bookingId) : null;
    if (!booking || !dispute || booking.status !== "disputed") return null;
    const waiting =
      dispute.status === "awaiting_organization" || dispute.status === "awaiting_customer";
    if (!waiting || dispute.respondBy > now) return null;
    await tx.dispute.update({
      where: { id: dispute.id },
      data: { status: "awaiting_admin", escalatedAt: now },
    });
    const cause =
      dispute.status === "awaiting_organization" ? "organization_late" : "customer_late";
    await recordAudit(tx, {
      actorId: null,
      action: "dispute.escalated",
      entityType: "dispute",
      entityId: dispute.id,
      before: { status: dispute.status },
      after: { status: "awaiting_admin" },
      data: { bookingId, cause },
    });
    return enqueueDisputeMail(tx, bookingId, { kind: "escalated", cause });
  });
  if (!mails) return false;
  await dispatchMail(mails);
  return true;
}

/** Hands every dispute whose side did not answer by `now` to an admin; how many it escalated. */
export async function escalateOverdueDisputes(now = new Date()): Promise<number> {
  const overdue = await db().dispute.findMany({
    where: {
      status: { in: ["awaiting_organization", "awaiting_customer"] },
      respondBy: { lte: now },
    },
    orderBy: { respondBy: "asc" },
    take: SWEEP_BATCH,
    select: { bookingId: true },
  });
  let escalated = 0;
  for (const { bookingId } of overdue) {
    if (await escalateOne(bookingId, now)) escalated += 1;
  }
  return escalated;
}
