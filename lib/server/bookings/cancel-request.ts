// After the free 24 hours and before a delivery, a customer may ask to cancel, with a reason. The
// organization accepts (every coin back, as a cancellation) or declines with its reason; a
// declined request may become a dispute (lib/server/disputes). One open request at a time: a
// declined one may be asked again only by opening a dispute. The due date passing undelivered
// refunds the customer whatever the request's state (settle-due.ts).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { CANCELLATION_WINDOW_MS } from "@/lib/bookings/expiry";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import { dispatchMail } from "@/lib/server/mail/outbox";
import { enqueueBookingMail } from "./booking-mail";
import {
  BOOKING_INCLUDE,
  toBookingView,
  toOrgBookingView,
  type BookingView,
  type OrgBookingView,
} from "./booking-view";
import { lockOwnBooking } from "./lock-booking";
import { cancelLocked, NOT_ACTIVE } from "./settle-booking";

export const CANCEL_FREELY = "You can still cancel this booking yourself: every coin comes back.";
const ALREADY_REQUESTED = "You have already asked to cancel this booking.";
const NO_REQUEST = "There is no request to cancel this booking to answer.";

export async function requestCancellation(params: {
  caller: SessionUser;
  bookingId: string;
  reason: string;
}): Promise<BookingView> {
  const { caller, bookingId, reason } = params;
  const { row, mails } = await db().$transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, { caller, bookingId, as: "user" });
    const now = new Date();
    if (booking.status !== "active" || booking.dueAt <= now) throw AppError.conflict(NOT_ACTIVE);
    if (now.getTime() - booking.createdAt.getTime() <= CANCELLATION_WINDOW_MS) {
      throw AppError.conflict(CANCEL_FREELY);
    }
    if (booking.cancelRequestedAt) throw AppError.conflict(ALREADY_REQUESTED);
    const row = await tx.booking.update({
      where: { id: booking.id },
      data: { cancelRequestedAt: now, cancelRequestReason: reason },
      include: BOOKING_INCLUDE,
    });
    return { row, mails: await enqueueBookingMail(tx, booking.id, "cancel_requested") };
  });
  await dispatchMail(mails);
  return toBookingView(row);
}

/** The organization answers an open request: accept (full refund) or decline with a reason. */
export async function answerCancellation(params: {
  caller: SessionUser;
  bookingId: string;
  answer: { accept: true } | { accept: false; reason: string };
}): Promise<OrgBookingView> {
  const { caller, bookingId, answer } = params;
  const { row, mails, cancelled } = await db().$transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, { caller, bookingId, as: "org" });
    const now = new Date();
    if (booking.status !== "active" || booking.dueAt <= now) throw AppError.conflict(NOT_ACTIVE);
    if (!booking.cancelRequestedAt || booking.cancelDeclinedAt) {
      throw AppError.conflict(NO_REQUEST);
    }
    if (answer.accept) {
      const result = await cancelLocked(tx, {
        booking,
        by: "org",
        now,
        refundReason: "cancel_request",
      });
      return { row: result.cancelled, mails: result.mails, cancelled: true };
    }
    const row = await tx.booking.update({
      where: { id: booking.id },
      data: { cancelDeclinedAt: now, cancelDeclineReason: answer.reason },
      include: BOOKING_INCLUDE,
    });
    return {
      row,
      mails: await enqueueBookingMail(tx, booking.id, "cancel_declined"),
      cancelled: false,
    };
  });
  if (cancelled) metrics().bookingsCancelled.inc();
  await dispatchMail(mails);
  return toOrgBookingView(row);
}
