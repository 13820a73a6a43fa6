// Reading a thread: a party reads its booking's (and marks it read with a separate POST, so
// opening the thread in the background never hides what is new); an admin reads a disputed
// booking's, and each such reading is written to the audit log in the same transaction.
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { BookingThreadView } from "@/lib/schemas/booking-messages";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { readMessageNotice } from "./message-notice";
import { readThread } from "./read-thread";
import { disputedBooking, partyBooking } from "./thread-booking";
import { markRead, unreadCount } from "./unread";

export async function readOwnThread(params: {
  caller: SessionUser;
  bookingId: string;
  as: "user" | "org";
}): Promise<BookingThreadView> {
  const booking = await partyBooking(db(), params);
  return readThread(db(), booking);
}

/**
 * Marks the caller's side read up to now, and its notification of the thread, and answers what is
 * left unread (0 unless racing).
 */
export async function markThreadRead(params: {
  caller: SessionUser;
  bookingId: string;
  as: "user" | "org";
}): Promise<{ unread: number }> {
  const { id, side } = await partyBooking(db(), params);
  const at = new Date();
  await db().$transaction(async (tx) => {
    await markRead(tx, { bookingId: id, side, at });
    await readMessageNotice(tx, { userId: params.caller.id, side, bookingId: id, at });
  });
  return { unread: await unreadCount(db(), { bookingId: id, side }) };
}

export async function readDisputeThread(params: {
  admin: SessionUser;
  disputeId: string;
}): Promise<BookingThreadView> {
  const { admin, disputeId } = params;
  return db().$transaction(async (tx) => {
    const booking = await disputedBooking(tx, { admin, disputeId });
    const thread = await readThread(tx, booking);
    await recordAudit(tx, {
      actorId: admin.id,
      action: "dispute.thread_read",
      entityType: "dispute",
      entityId: disputeId,
      data: { bookingId: booking.id },
    });
    return thread;
  });
}
