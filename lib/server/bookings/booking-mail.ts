// Booking notices to the customer and the organization, written to the outbox in the booking's
// own transaction (sent after it commits). On completion the organization gets its receipt: the
// price, the commission and what it received.
import "server-only";
import type { Tx } from "@/lib/server/ledger/types";
import { enqueueMail, type QueuedMail } from "@/lib/server/mail/outbox";
import {
  bookingCancelledEmails,
  bookingCompletedEmail,
  bookingConfirmedEmails,
  bookingPaidOrgEmail,
} from "@/lib/server/mail/templates";
import { feedbackHref } from "@/lib/validations/feedback-query";

export async function enqueueBookingMail(
  tx: Tx,
  bookingId: string,
  event: "confirmed" | "cancelled" | "completed",
  origin: string,
): Promise<QueuedMail[]> {
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      id: true,
      serviceId: true,
      reference: true,
      serviceTitle: true,
      totalAmount: true,
      commissionBps: true,
      commissionCoins: true,
      user: { select: { name: true, email: true } },
      organization: { select: { name: true, user: { select: { email: true } } } },
    },
  });
  const details = {
    reference: booking.reference,
    serviceTitle: booking.serviceTitle,
    coins: booking.totalAmount,
    organizationName: booking.organization.name,
    customerName: booking.user.name,
    url: `${origin}/dashboard/user`,
  };
  const messages =
    event === "confirmed"
      ? bookingConfirmedEmails(booking.user.email, booking.organization.user.email, details)
      : event === "cancelled"
        ? bookingCancelledEmails(booking.user.email, booking.organization.user.email, details)
        : [
            bookingCompletedEmail(booking.user.email, {
              ...details,
              // The feedback page of this booking: its rating form.
              url: `${origin}${feedbackHref({ service: booking.serviceTitle, serviceId: booking.serviceId, bookingId: booking.id })}`,
            }),
            // The organization's receipt: what it was paid, net of the commission fixed when booked.
            bookingPaidOrgEmail(booking.organization.user.email, {
              ...details,
              commissionBps: booking.commissionBps,
              commissionCoins: booking.commissionCoins,
              url: `${origin}/dashboard/org`,
            }),
          ];
  return Promise.all(messages.map((message) => enqueueMail(tx, message)));
}
