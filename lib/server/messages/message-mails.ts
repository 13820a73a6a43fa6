// The grouped mails of booking threads. A message opens its recipient side's mail window
// (message-notice.ts); when the window is due, the messages that side still has not read go out
// as one mail and the window is deleted, in one transaction, so each window is mailed once: a
// sweep takes due windows FOR UPDATE SKIP LOCKED (another server's sweep, or a message being
// sent into the window, holds them and they wait for the next run). A side that read the thread
// meanwhile (the open dialog marks new messages read) has nothing unread: the window is dropped
// and nothing is sent. Every server's expiry sweep runs this (lib/server/bookings/expiry-sweep.ts).
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { threadHref } from "@/lib/bookings/thread-link";
import type { BookingSide } from "@/lib/schemas/booking-messages";
import { db } from "@/lib/server/db/client";
import { appOrigin } from "@/lib/server/http/app-url";
import type { Tx } from "@/lib/server/ledger/types";
import { bookingMessagesEmail } from "@/lib/server/mail/message-emails";
import { dispatchMail, enqueueMail, type QueuedMail } from "@/lib/server/mail/outbox";

/** Windows one run takes at most; the rest wait for the next run. */
const WINDOWS_PER_RUN = 100;

interface DueWindow {
  bookingId: string;
  side: BookingSide;
}

function otherSide(side: BookingSide): BookingSide {
  return side === "customer" ? "organization" : "customer";
}

/** The window's mail, or null when its side has read every message. */
async function windowMail(tx: Tx, window: DueWindow) {
  const { bookingId, side } = window;
  const read = await tx.bookingThreadRead.findUnique({
    where: { bookingId_side: { bookingId, side } },
    select: { lastReadAt: true },
  });
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      reference: true,
      serviceTitle: true,
      user: { select: { name: true, email: true } },
      organization: { select: { name: true, user: { select: { email: true } } } },
      messages: {
        where: {
          side: otherSide(side),
          ...(read ? { createdAt: { gt: read.lastReadAt } } : {}),
        },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { body: true, files: true, createdAt: true },
      },
    },
  });
  if (booking.messages.length === 0) return null;
  const sender = side === "customer" ? booking.organization.name : booking.user.name;
  return bookingMessagesEmail({
    to: side === "customer" ? booking.user.email : booking.organization.user.email,
    reference: booking.reference,
    serviceTitle: booking.serviceTitle,
    messages: booking.messages.map((message) => ({
      authorName: sender,
      body: message.body,
      files: message.files.length,
      createdAt: message.createdAt,
    })),
    url: `${appOrigin()}${threadHref(side, bookingId)}`,
  });
}

/** Mails every thread window due by `now`; returns the mails written. */
export async function sendDueMessageMails(
  now = new Date(),
  client: PrismaClient = db(),
): Promise<QueuedMail[]> {
  const mails = await client.$transaction(async (tx) => {
    const due = await tx.$queryRaw<DueWindow[]>`
      SELECT "bookingId", "side"::text AS "side" FROM "MessageMailWindow"
      WHERE "dueAt" <= ${now}
      ORDER BY "dueAt"
      LIMIT ${WINDOWS_PER_RUN}
      FOR UPDATE SKIP LOCKED`;
    const queued: QueuedMail[] = [];
    for (const window of due) {
      const mail = await windowMail(tx, window);
      if (mail) queued.push(await enqueueMail(tx, mail));
      await tx.messageMailWindow.delete({
        where: { bookingId_side: { bookingId: window.bookingId, side: window.side } },
      });
    }
    return queued;
  });
  if (mails.length) await dispatchMail(mails);
  return mails;
}
