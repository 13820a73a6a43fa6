// The customer's answers on their open dispute: accept the organization's offer (the whole price is
// a refund, less is a split), decline it (an admin decides), or withdraw the dispute (every coin to
// the organization, less the commission). Each locks the booking, then the dispute, and checks its
// state there, so an offer accepted while an admin decides ends in one outcome.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { recordAudit } from "@/lib/server/audit/record-audit";
import {
  BOOKING_INCLUDE,
  toBookingView,
  type BookingView,
} from "@/lib/server/bookings/booking-view";
import type { LockedBooking } from "@/lib/server/bookings/lock-booking";
import { lockOwnBooking } from "@/lib/server/bookings/lock-booking";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";
import { metrics } from "@/lib/server/observability/metrics";
import { dispatchMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { offerOutcome } from "@/lib/validations/disputes";
import { enqueueDisputeMail } from "./dispute-mail";
import { NO_OFFER, NO_OFFER_TO_DECLINE } from "./dispute-rules";
import { lockOpenDispute, type LockedDispute } from "./lock-dispute";
import { resolveLocked } from "./resolve-dispute";

interface CustomerStep {
  caller: SessionUser;
  bookingId: string;
}

/** The booking and its dispute, both locked, and the step's time. */
interface Locked {
  booking: LockedBooking;
  dispute: LockedDispute;
  now: Date;
}

type Step = (
  tx: Tx,
  locked: Locked,
) => Promise<{ mails: QueuedMail[]; settled?: "completed" | "cancelled" }>;

/** Runs `step` on the caller's own booking's open dispute, under both locks; the booking after. */
async function onOwnDispute({ caller, bookingId }: CustomerStep, step: Step): Promise<BookingView> {
  const { row, mails, settled } = await db().$transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, { caller, bookingId, as: "user" });
    const dispute = await lockOpenDispute(tx, booking);
    const done = await step(tx, { booking, dispute, now: new Date() });
    const row = await tx.booking.findUniqueOrThrow({
      where: { id: booking.id },
      include: BOOKING_INCLUDE,
    });
    return { row, ...done };
  });
  if (settled === "completed") metrics().bookingsCompleted.inc();
  if (settled === "cancelled") metrics().bookingsCancelled.inc();
  await dispatchMail(mails);
  return toBookingView(row);
}

/** Accepts the organization's offer: while the customer is to answer, or an admin has not decided. */
export function acceptOffer(params: CustomerStep): Promise<BookingView> {
  return onOwnDispute(params, async (tx, { booking, dispute, now }) => {
    const offer = dispute.offerCoins;
    const open = dispute.status === "awaiting_customer" || dispute.status === "awaiting_admin";
    if (!open || offer === null) throw AppError.conflict(NO_OFFER);
    const outcome = offerOutcome(booking.totalAmount, offer);
    const resolved = await resolveLocked(tx, {
      booking,
      dispute,
      resolution: { outcome, refundCoins: offer, resolvedBy: "offer", actorId: params.caller.id },
      now,
    });
    return { mails: resolved.mails, settled: resolved.completed ? "completed" : "cancelled" };
  });
}

/** Declines the offer: an admin decides (the offer stays acceptable until then). */
export function declineOffer(params: CustomerStep): Promise<BookingView> {
  return onOwnDispute(params, async (tx, { booking, dispute, now }) => {
    if (dispute.status !== "awaiting_customer") throw AppError.conflict(NO_OFFER_TO_DECLINE);
    await tx.dispute.update({
      where: { id: dispute.id },
      data: { status: "awaiting_admin", escalatedAt: now },
    });
    await recordAudit(tx, {
      actorId: params.caller.id,
      action: "dispute.escalated",
      entityType: "dispute",
      entityId: dispute.id,
      before: { status: dispute.status },
      after: { status: "awaiting_admin" },
      data: { bookingId: booking.id, cause: "customer_declined" },
    });
    const mails = await enqueueDisputeMail(tx, booking.id, {
      kind: "escalated",
      cause: "customer_declined",
    });
    return { mails };
  });
}

/** Withdraws the dispute: the booking completes, every coin to the organization (less commission). */
export function withdrawDispute(params: CustomerStep): Promise<BookingView> {
  return onOwnDispute(params, async (tx, locked) => {
    const resolved = await resolveLocked(tx, {
      ...locked,
      resolution: { outcome: "release", resolvedBy: "customer", actorId: params.caller.id },
    });
    return { mails: resolved.mails, settled: "completed" };
  });
}
