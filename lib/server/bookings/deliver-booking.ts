// The organization delivers: a message and files, the booking `delivered`, its coins still in
// escrow. The customer then has the acceptance window (set on /admin/settings) to accept or to
// report a problem; the sweep completes it at the window's end (settle-due.ts).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/server/db/client";
import { daysAfter, readProtection } from "@/lib/server/economics/protection-settings";
import { dispatchMail } from "@/lib/server/mail/outbox";
import type { DeliverBookingInput } from "@/lib/validations/bookings";
import { enqueueBookingMail } from "./booking-mail";
import { BOOKING_INCLUDE, toOrgBookingView, type OrgBookingView } from "./booking-view";
import { lockOwnBooking } from "./lock-booking";
import { NOT_ACTIVE } from "./settle-booking";

const PAST_DUE = "This booking's due date has passed: its coins went back to the customer.";

export async function deliverBooking(params: {
  caller: SessionUser;
  bookingId: string;
  delivery: DeliverBookingInput;
}): Promise<OrgBookingView> {
  const { caller, bookingId, delivery } = params;
  const { delivered, mails } = await db().$transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, { caller, bookingId, as: "org" });
    const now = new Date();
    if (booking.status !== "active") throw AppError.conflict(NOT_ACTIVE);
    // Past due, it is the customer's again, whether or not the sweep has refunded it yet.
    if (booking.dueAt <= now) throw AppError.conflict(PAST_DUE);
    const { acceptanceDays } = await readProtection(tx);
    const delivered = await tx.booking.update({
      where: { id: booking.id },
      data: {
        status: "delivered",
        deliveredAt: now,
        deliveryMessage: delivery.message,
        deliveryFiles: delivery.files,
        acceptBy: daysAfter(now, acceptanceDays),
      },
      include: BOOKING_INCLUDE,
    });
    return { delivered, mails: await enqueueBookingMail(tx, booking.id, "delivered") };
  });
  await dispatchMail(mails);
  return toOrgBookingView(delivered);
}
