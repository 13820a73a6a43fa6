// The customer opens a dispute of a delivery within its acceptance window, or of a booking whose
// request to cancel the organization declined (before its due date). The booking becomes
// `disputed`: the sweep leaves it alone and its coins stay in escrow until the dispute ends. The
// organization answers by respondBy (the dispute response period of /admin/settings).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { recordAudit } from "@/lib/server/audit/record-audit";
import {
  BOOKING_INCLUDE,
  toBookingView,
  type BookingView,
} from "@/lib/server/bookings/booking-view";
import { lockOwnBooking } from "@/lib/server/bookings/lock-booking";
import { db } from "@/lib/server/db/client";
import { daysAfter, readProtection } from "@/lib/server/economics/protection-settings";
import { dispatchMail } from "@/lib/server/mail/outbox";
import type { OpenDisputeInput } from "@/lib/validations/disputes";
import { enqueueDisputeMail } from "./dispute-mail";
import { ALREADY_DISPUTED, openRefusal } from "./dispute-rules";
import { lockDisputeOf } from "./lock-dispute";

export async function openDispute(params: {
  caller: SessionUser;
  bookingId: string;
  input: OpenDisputeInput;
}): Promise<BookingView> {
  const { caller, bookingId, input } = params;
  const { row, mails } = await db().$transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, { caller, bookingId, as: "user" });
    const now = new Date();
    const refusal = openRefusal(booking, now);
    if (refusal) throw AppError.conflict(refusal);
    // One dispute a booking, ever: a booking settled by one is not open to another.
    if (await lockDisputeOf(tx, booking.id)) throw AppError.conflict(ALREADY_DISPUTED);
    const { disputeResponseDays } = await readProtection(tx);
    const respondBy = daysAfter(now, disputeResponseDays);
    const dispute = await tx.dispute.create({
      data: {
        bookingId: booking.id,
        reason: input.reason,
        statement: input.statement,
        files: input.files,
        respondBy,
        createdAt: now,
      },
      select: { id: true },
    });
    const row = await tx.booking.update({
      where: { id: booking.id },
      data: { status: "disputed" },
      include: BOOKING_INCLUDE,
    });
    await recordAudit(tx, {
      actorId: caller.id,
      action: "dispute.opened",
      entityType: "dispute",
      entityId: dispute.id,
      before: { bookingStatus: booking.status },
      after: { bookingStatus: "disputed", status: "awaiting_organization" },
      data: { bookingId: booking.id, amount: booking.totalAmount, reason: input.reason },
    });
    const mails = await enqueueDisputeMail(tx, booking.id, { kind: "opened", respondBy });
    return { row, mails };
  });
  await dispatchMail(mails);
  return toBookingView(row);
}
