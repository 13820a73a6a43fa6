// Booking notices to the customer and the organization, written in the booking's own transaction
// (sent after it commits). The organization's notice of a cancellation is mailed at once or held
// for its service's digest (org-notices.ts). On completion the organization gets its receipt: the
// price, the commission and what it received, and when it clears. Buyer protection's notices (a
// delivery, its reminder, a refund of an undelivered booking, a request to cancel) go to one side.
import "server-only";
import { appOrigin } from "@/lib/server/http/app-url";
import type { Tx } from "@/lib/server/ledger/types";
import { enqueueMail, type MailMessage, type QueuedMail } from "@/lib/server/mail/outbox";
import { protectionEmail } from "@/lib/server/mail/protection-emails";
import {
  bookingCancelledEmail,
  bookingCompletedEmail,
  bookingPaidOrgEmail,
} from "@/lib/server/mail/templates";
import { feedbackHref } from "@/lib/validations/feedback-href";
import { scheduleBookingDigests } from "./booking-digests";
import { BOOKING_MAIL_SELECT, bookingMailOf } from "./booking-mail-details";
import { notifyBookingStep } from "./booking-notifications";
import { queueOrgNotice } from "./org-notices";

/**
 * The event's notices, queued in `tx`: the mails to dispatch after commit, and its notifications
 * in the product (booking-notifications.ts). A held organization notice schedules its digest
 * (harmless if `tx` then rolls back: the run finds nothing).
 */
export type BookingMailEvent =
  | "cancelled"
  | "completed"
  | "not_delivered"
  | "delivered"
  | "acceptance_reminder"
  | "cancel_requested"
  | "cancel_declined";

export async function enqueueBookingMail(
  tx: Tx,
  bookingId: string,
  event: BookingMailEvent,
): Promise<QueuedMail[]> {
  await notifyBookingStep(tx, { bookingId, event });
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      ...BOOKING_MAIL_SELECT,
      id: true,
      serviceId: true,
      commissionBps: true,
      commissionCoins: true,
      refundedCoins: true,
      acceptBy: true,
      cancelRequestReason: true,
      cancelDeclineReason: true,
      clearance: { select: { clearsAt: true } },
    },
  });
  const { details, customer, organization } = bookingMailOf(booking);
  const one = async (message: MailMessage) => [await enqueueMail(tx, message)];
  const at = booking.acceptBy ?? new Date();
  switch (event) {
    case "delivered":
      return one(
        protectionEmail({
          kind: "booking_delivered",
          to: customer.email,
          details: customer.details,
          extra: { at },
        }),
      );
    case "acceptance_reminder":
      return one(
        protectionEmail({
          kind: "booking_acceptance_reminder",
          to: customer.email,
          details: customer.details,
          extra: { at },
        }),
      );
    case "cancel_requested":
      return one(
        protectionEmail({
          kind: "booking_cancel_requested",
          to: organization.email,
          details: organization.details,
          extra: {
            reason: booking.cancelRequestReason ?? "",
          },
        }),
      );
    case "cancel_declined":
      return one(
        protectionEmail({
          kind: "booking_cancel_declined",
          to: customer.email,
          details: customer.details,
          extra: {
            reason: booking.cancelDeclineReason ?? "",
          },
        }),
      );
    case "not_delivered":
      return Promise.all([
        enqueueMail(
          tx,
          protectionEmail({
            kind: "booking_not_delivered",
            to: customer.email,
            details: customer.details,
          }),
        ),
        enqueueMail(
          tx,
          protectionEmail({
            kind: "booking_not_delivered_org",
            to: organization.email,
            details: organization.details,
          }),
        ),
      ]);
    case "cancelled":
    case "completed":
      break;
  }
  if (event === "cancelled") {
    const toUser = await enqueueMail(tx, bookingCancelledEmail(customer.email, details));
    const notice = await queueOrgNotice(tx, {
      ...details,
      serviceId: booking.serviceId,
      to: organization.email,
      event: "cancelled",
    });
    if (notice.heldUntil) scheduleBookingDigests(notice.heldUntil);
    return notice.mail ? [toUser, notice.mail] : [toUser];
  }
  return Promise.all(
    [
      bookingCompletedEmail(customer.email, {
        ...details,
        // The feedback page of this booking: its rating form.
        url: `${appOrigin()}${feedbackHref({ service: booking.serviceTitle, serviceId: booking.serviceId, bookingId: booking.id })}`,
      }),
      // The organization's receipt: what it was paid, net of the commission fixed when booked.
      bookingPaidOrgEmail(organization.email, {
        ...details,
        coins: booking.totalAmount - booking.refundedCoins,
        refundedCoins: booking.refundedCoins,
        commissionBps: booking.commissionBps,
        commissionCoins: booking.commissionCoins,
        clearsAt: booking.clearance?.clearsAt ?? null,
        url: organization.details.url,
      }),
    ].map((message) => enqueueMail(tx, message)),
  );
}
