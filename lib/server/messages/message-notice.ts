// What a message tells its recipient, written in the message's own transaction: one notification
// per thread while unread (a later message rewrites it and brings it to the top, so a
// conversation never floods the bell), a signal to the recipient's live counts, and the thread's
// mail window (message-mails.ts), opened by the first message the recipient has not read.
import "server-only";
import { threadHref } from "@/lib/bookings/thread-link";
import type { BookingSide } from "@/lib/schemas/booking-messages";
import type { Tx } from "@/lib/server/ledger/types";
import { signalLive } from "@/lib/server/live/signal";
import { notify } from "@/lib/server/notifications/notify";

export const MESSAGE_RECEIVED = "message_received";

/**
 * How long a thread's mail waits after the first message its recipient has not read: messages
 * close together go out as one mail, and a recipient reading the thread meanwhile gets none.
 */
export const MESSAGE_MAIL_DELAY_MS = 3 * 60 * 1000;

export interface MessageNotice {
  bookingId: string;
  reference: string;
  serviceTitle: string;
  /** The side that wrote; the other side is told. */
  from: BookingSide;
  /** The customer's name or the organization's, as the thread names the sender. */
  senderName: string;
  /** The other side's account: the customer, or the organization's owner. */
  recipientId: string;
  at: Date;
}

/** `New message from Asha Rao on CM-7K3F9Q2A "Logo design".` */
export function messageNoticeText(
  notice: Pick<MessageNotice, "senderName" | "reference" | "serviceTitle">,
) {
  return `New message from ${notice.senderName} on ${notice.reference} "${notice.serviceTitle}".`;
}

function otherSide(side: BookingSide): BookingSide {
  return side === "customer" ? "organization" : "customer";
}

/** Tells the recipient of a message: notification, live signal and mail window. */
export async function noticeMessage(tx: Tx, notice: MessageNotice): Promise<void> {
  const side = otherSide(notice.from);
  const href = threadHref(side, notice.bookingId);
  const text = messageNoticeText(notice);
  // The recipient's unread notice of this thread, if any, tells of the newest message instead.
  const updated = await tx.notification.updateMany({
    where: { userId: notice.recipientId, event: MESSAGE_RECEIVED, href, readAt: null },
    data: { text, createdAt: notice.at },
  });
  if (updated.count === 0) {
    await notify(tx, [
      { userId: notice.recipientId, topic: "messages", event: MESSAGE_RECEIVED, text, href },
    ]);
  }
  // Their unread counts changed even when no notification was written (the topic muted).
  await signalLive(tx, { users: [notice.recipientId] });
  await openMailWindow(tx, { bookingId: notice.bookingId, side, at: notice.at });
}

/** `side` read the thread: its notice of the thread is read too, and the reader's bell told. */
export async function readMessageNotice(
  tx: Tx,
  params: { userId: string; side: BookingSide; bookingId: string; at: Date },
): Promise<void> {
  const { userId, side, bookingId, at } = params;
  const read = await tx.notification.updateMany({
    where: { userId, event: MESSAGE_RECEIVED, href: threadHref(side, bookingId), readAt: null },
    data: { readAt: at },
  });
  if (read.count > 0) await signalLive(tx, { users: [userId] });
}

/**
 * Opens `side`'s mail window of the thread, due a delay after `at`, unless one is open: an open
 * window keeps its dueAt (the first unread message bounds the wait). The no-op update takes the
 * window's row lock until this message commits, so a sweep never sends the window without it: a
 * sweep holding the row makes this wait, then (the row gone) open a new window.
 */
async function openMailWindow(
  tx: Tx,
  params: { bookingId: string; side: BookingSide; at: Date },
): Promise<void> {
  const dueAt = new Date(params.at.getTime() + MESSAGE_MAIL_DELAY_MS);
  await tx.$executeRaw`
    INSERT INTO "MessageMailWindow" ("bookingId", "side", "dueAt")
    VALUES (${params.bookingId}, ${params.side}::"BookingSide", ${dueAt})
    ON CONFLICT ("bookingId", "side") DO UPDATE SET "dueAt" = "MessageMailWindow"."dueAt"`;
}
