// The customer accepts a delivery: the booking completes at once (escrow to the organization net
// of the commission, clearing first; the commission to the platform) and their review, if any,
// becomes public. Refused once the window has ended (the sweep completes it then, the same way).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import { dispatchMail } from "@/lib/server/mail/outbox";
import { enqueueBookingMail } from "./booking-mail";
import { toBookingView, type BookingView } from "./booking-view";
import { lockOwnBooking } from "./lock-booking";
import { completeLocked } from "./settle-booking";

const NOT_DELIVERED = "This booking has not been delivered yet.";
const ALREADY_SETTLED = "This booking is already settled.";

export async function acceptDelivery(params: {
  caller: SessionUser;
  bookingId: string;
}): Promise<BookingView> {
  const { caller, bookingId } = params;
  const { completed, mails } = await db().$transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, { caller, bookingId, as: "user" });
    const now = new Date();
    if (booking.status === "active") throw AppError.conflict(NOT_DELIVERED);
    if (booking.status !== "delivered" || (booking.acceptBy && booking.acceptBy <= now)) {
      throw AppError.conflict(ALREADY_SETTLED);
    }
    const completed = await completeLocked(tx, { booking, now, completion: "accepted" });
    return { completed, mails: await enqueueBookingMail(tx, booking.id, "completed") };
  });
  metrics().bookingsCompleted.inc();
  await dispatchMail(mails);
  return toBookingView(completed);
}
