// The organization answers a dispute by respondBy: its side (a statement and files) and, if it
// wants, coins offered back to the customer (1 to the price; the price is a full refund). With an
// offer the customer answers next (a new respondBy); without one, an admin decides.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { recordAudit } from "@/lib/server/audit/record-audit";
import {
  BOOKING_INCLUDE,
  toOrgBookingView,
  type OrgBookingView,
} from "@/lib/server/bookings/booking-view";
import { lockOwnBooking } from "@/lib/server/bookings/lock-booking";
import { db } from "@/lib/server/db/client";
import { daysAfter, readProtection } from "@/lib/server/economics/protection-settings";
import { dispatchMail } from "@/lib/server/mail/outbox";
import type { RespondDisputeInput } from "@/lib/validations/disputes";
import { enqueueDisputeMail } from "./dispute-mail";
import { ANSWER_LATE, NOT_YOUR_TURN, offerTooHigh } from "./dispute-rules";
import { lockOpenDispute } from "./lock-dispute";

export async function respondToDispute(params: {
  caller: SessionUser;
  bookingId: string;
  input: RespondDisputeInput;
}): Promise<OrgBookingView> {
  const { caller, bookingId, input } = params;
  const { row, mails } = await db().$transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, { caller, bookingId, as: "org" });
    const dispute = await lockOpenDispute(tx, booking);
    const now = new Date();
    if (dispute.status !== "awaiting_organization") throw AppError.conflict(NOT_YOUR_TURN);
    // Past respondBy it belongs to an admin, whether or not the sweep has moved it yet.
    if (dispute.respondBy <= now) throw AppError.conflict(ANSWER_LATE);
    const offer = input.offerCoins;
    if (offer !== undefined && offer > booking.totalAmount) {
      const message = offerTooHigh(booking.totalAmount);
      throw new AppError("validation_failed", message, {
        issues: [{ path: "offerCoins", message }],
      });
    }
    const answered = { orgStatement: input.statement, orgFiles: input.files, orgRespondedAt: now };
    const { disputeResponseDays } = await readProtection(tx);
    const respondBy = daysAfter(now, disputeResponseDays);
    await tx.dispute.update({
      where: { id: dispute.id },
      data:
        offer === undefined
          ? { ...answered, status: "awaiting_admin", escalatedAt: now }
          : {
              ...answered,
              status: "awaiting_customer",
              offerCoins: offer,
              offeredAt: now,
              respondBy,
            },
    });
    const status = offer === undefined ? "awaiting_admin" : "awaiting_customer";
    await recordAudit(tx, {
      actorId: caller.id,
      action: "dispute.responded",
      entityType: "dispute",
      entityId: dispute.id,
      before: { status: dispute.status },
      after: { status, ...(offer === undefined ? {} : { offerCoins: offer }) },
      data: { bookingId: booking.id, amount: booking.totalAmount },
    });
    const mails = await enqueueDisputeMail(
      tx,
      booking.id,
      offer === undefined
        ? { kind: "escalated", cause: "no_offer" }
        : { kind: "offer", offerCoins: offer, respondBy },
    );
    const row = await tx.booking.findUniqueOrThrow({
      where: { id: booking.id },
      include: BOOKING_INCLUDE,
    });
    return { row, mails };
  });
  await dispatchMail(mails);
  return toOrgBookingView(row);
}
