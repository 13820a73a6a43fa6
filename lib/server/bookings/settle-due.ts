// What the passing of time decides, under the booking's lock: a booking whose due date passed
// undelivered goes back to its customer in full (the organization is paid nothing); a delivery
// the customer neither accepted nor reported by the end of the acceptance window completes; a
// suspended organization's booking is refunded, never paid. The sweep (expiry-sweep.ts) runs it
// for every due booking, and booking a service again runs it for the booking holding the slot.
// Reads never do: they show a due booking as the sweep will leave it (lib/bookings/booking-status.ts).
import "server-only";
import { isDueUnsettled } from "@/lib/bookings/booking-status";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import type { Tx } from "@/lib/server/ledger/types";
import { dispatchMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { enqueueBookingMail } from "./booking-mail";
import { lockActiveSlot, lockBooking, type LockedBooking } from "./lock-booking";
import { cancelLocked, completeLocked } from "./settle-booking";

/** Bookings settled per sweep at most; the rest wait for the next one. */
const SWEEP_BATCH = 200;

interface DueOutcome {
  completed: boolean;
  mails: QueuedMail[];
}

/** Whether the organization's account is active (not suspended). */
async function organizationActive(tx: Tx, organizationId: string): Promise<boolean> {
  const organization = await tx.organizationProfile.findUniqueOrThrow({
    where: { id: organizationId },
    select: { user: { select: { isActive: true } } },
  });
  return organization.user.isActive;
}

/**
 * Settles a locked booking that time has decided (isDueUnsettled), as the sweep does. Null, moving
 * nothing, when it is not due (settled by someone else, delivered in time, in dispute). Returns
 * the notices to dispatch once the caller's transaction has committed.
 */
async function settleDueLocked(
  tx: Tx,
  booking: LockedBooking,
  now: Date,
): Promise<DueOutcome | null> {
  if (!isDueUnsettled(booking, now.getTime())) return null;
  if (!(await organizationActive(tx, booking.organizationId))) {
    const { mails } = await cancelLocked(tx, { booking, by: "admin", now });
    return { completed: false, mails };
  }
  if (booking.status === "active") {
    const { mails } = await cancelLocked(tx, {
      booking,
      by: null,
      now,
      refundReason: "not_delivered",
    });
    return { completed: false, mails };
  }
  await completeLocked(tx, { booking, now, completion: "acceptance_window" });
  return {
    completed: true,
    mails: await enqueueBookingMail(tx, booking.id, "completed"),
  };
}

/** Counts a due booking settled (completed, or refunded), once its transaction committed. */
function countSettled(settled: DueOutcome | null): void {
  if (!settled) return;
  if (settled.completed) metrics().bookingsCompleted.inc();
  else metrics().bookingsCancelled.inc();
}

/**
 * Settles the caller's booking of a service that holds its slot, if time has decided it
 * (booking the service again needs the slot). True when the slot is free afterwards.
 */
export async function settleDueSlot(userId: string, serviceId: string): Promise<boolean> {
  // Most refusals are of a booking still running: found without a transaction, nothing to do.
  const holder = await db().booking.findUnique({
    where: { activeSlot: `${userId}:${serviceId}` },
    select: { status: true, dueAt: true, acceptBy: true },
  });
  if (!holder) return true;
  if (!isDueUnsettled(holder, Date.now())) return false;
  const settled = await db().$transaction(async (tx) => {
    const booking = await lockActiveSlot(tx, userId, serviceId);
    // Settled by someone else meanwhile: the slot is free all the same.
    return booking ? settleDueLocked(tx, booking, new Date()) : { completed: false, mails: [] };
  });
  countSettled(settled);
  if (settled?.mails.length) await dispatchMail(settled.mails);
  return settled !== null;
}

/**
 * The sweep's work: settles every booking time has decided, each in its own transaction. Safe to
 * run anywhere at any time: a booking already settled is skipped under its lock. Returns how many
 * this call settled (refunded or completed).
 */
export async function settleDueBookings(now = new Date()): Promise<number> {
  const due = await db().booking.findMany({
    where: {
      OR: [
        { status: "active", dueAt: { lte: now } },
        { status: "delivered", acceptBy: { lte: now } },
      ],
    },
    orderBy: { dueAt: "asc" },
    take: SWEEP_BATCH,
    select: { id: true },
  });
  let settledCount = 0;
  for (const { id } of due) {
    const settled = await db().$transaction(async (tx) => {
      const booking = await lockBooking(tx, id);
      return booking ? settleDueLocked(tx, booking, now) : null;
    });
    countSettled(settled);
    if (settled) settledCount += 1;
    if (settled?.mails.length) await dispatchMail(settled.mails);
  }
  return settledCount;
}

/** How long before a delivery completes by itself its customer is reminded. */
const REMIND_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * Mails each customer whose delivery completes by itself within a day, once: the row is marked
 * by a conditional update in the mail's own transaction, so two sweeps remind once.
 */
export async function remindAcceptances(now = new Date()): Promise<number> {
  const due = await db().booking.findMany({
    where: {
      status: "delivered",
      acceptRemindedAt: null,
      acceptBy: { gt: now, lte: new Date(now.getTime() + REMIND_BEFORE_MS) },
    },
    take: SWEEP_BATCH,
    select: { id: true },
  });
  let reminded = 0;
  for (const { id } of due) {
    const mails = await db().$transaction(async (tx) => {
      const marked = await tx.booking.updateMany({
        where: { id, status: "delivered", acceptRemindedAt: null },
        data: { acceptRemindedAt: now },
      });
      if (marked.count !== 1) return [];
      return enqueueBookingMail(tx, id, "acceptance_reminder");
    });
    if (mails.length) {
      reminded += 1;
      await dispatchMail(mails);
    }
  }
  return reminded;
}
