// A party writes into its booking's thread: plain text and attachments (paths checked as a
// delivery's are, by sendMessageBody), counted against the sender's rate limit, refused once the
// thread has closed. Sending marks the sender's side read: their own message is not news to them;
// the other side is told in the same transaction (message-notice.ts).
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors/app-error";
import type { ThreadEntryView } from "@/lib/schemas/booking-messages";
import { db } from "@/lib/server/db/client";
import { enforce } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import type { SendMessageInput } from "@/lib/validations/booking-messages";
import { noticeMessage } from "./message-notice";
import { closedReason, toThreadEntry } from "./read-thread";
import { partyBooking } from "./thread-booking";
import { markRead } from "./unread";

export async function sendMessage(params: {
  caller: SessionUser;
  bookingId: string;
  as: "user" | "org";
  message: SendMessageInput;
}): Promise<ThreadEntryView> {
  const { caller, bookingId, as, message } = params;
  // Someone else's booking is a 404 before anything is counted against the caller.
  const { id, side } = await partyBooking(db(), { caller, bookingId, as });
  await enforce(RULES.messagesPerSender, caller.id);
  return db().$transaction(async (tx) => {
    const booking = await tx.booking.findUniqueOrThrow({
      where: { id },
      select: {
        cancelledAt: true,
        reference: true,
        serviceTitle: true,
        user: { select: { id: true, name: true } },
        organization: { select: { name: true, userId: true } },
      },
    });
    const now = new Date();
    const reason = closedReason(booking, now);
    if (reason) throw AppError.conflict(reason);
    const row = await tx.bookingMessage.create({
      data: { bookingId: id, authorId: caller.id, side, ...message, createdAt: now },
      select: { id: true, side: true, body: true, files: true, createdAt: true },
    });
    await markRead(tx, { bookingId: id, side, at: now });
    const fromCustomer = side === "customer";
    await noticeMessage(tx, {
      bookingId: id,
      reference: booking.reference,
      serviceTitle: booking.serviceTitle,
      from: side,
      senderName: fromCustomer ? booking.user.name : booking.organization.name,
      recipientId: fromCustomer ? booking.organization.userId : booking.user.id,
      at: now,
    });
    return toThreadEntry(row, {
      customer: booking.user.name,
      organization: booking.organization.name,
    });
  });
}
