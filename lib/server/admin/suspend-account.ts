// What a suspension does besides switching the account off, in the suspension's own transaction
// (so it all commits together, or not at all): links mailed to the account stop working, and an
// organization's active bookings are cancelled with every coin refunded to their customers, the
// same way an organization's own cancellation does it (ledger, withdrawn review, notices).
// Its services need no change: being listed follows the account (modules/catalog/server/bookable.ts),
// so reactivation lists again exactly the services that were active.
//
// Races: a booking's transaction first share-locks the organization's account row, which the
// suspension has just updated. A booking that got there first has committed before the
// suspension's next statement, which therefore finds and cancels it; a later one waits for the
// suspension to commit and is refused. After the suspension commits, no booking of the
// organization is active and none can be made.
import "server-only";
import { voidActionTokens } from "@/lib/server/auth/action-tokens";
import { lockOpenBookingsOf } from "@/lib/server/bookings/lock-booking";
import { cancelLocked } from "@/lib/server/bookings/settle-booking";
import { resolveDisputeOfRefundedBooking } from "@/lib/server/disputes/close-on-suspension";
import type { Tx } from "@/lib/server/ledger/types";
import type { QueuedMail } from "@/lib/server/mail/outbox";

/**
 * Call inside the transaction that suspends the account, after updating its row. Returns the
 * cancellation emails to dispatch, and how many bookings it cancelled to count, once that
 * transaction has committed.
 */
export async function closeSuspendedAccount(
  tx: Tx,
  params: { userId: string; adminId: string },
): Promise<{ mails: QueuedMail[]; cancelled: number }> {
  const { userId } = params;
  await voidActionTokens(tx, userId);
  const organization = await tx.organizationProfile.findUnique({
    where: { userId },
    select: { id: true },
  });
  if (!organization) return { mails: [], cancelled: 0 };
  const now = new Date();
  const mails: QueuedMail[] = [];
  const bookings = await lockOpenBookingsOf(tx, organization.id);
  for (const booking of bookings) {
    const cancelled = await cancelLocked(tx, { booking, by: "admin", now });
    mails.push(...cancelled.mails);
    // A disputed booking's dispute ends with it, as a refund: none stays open on returned coins.
    if (booking.status === "disputed") {
      await resolveDisputeOfRefundedBooking(tx, {
        bookingId: booking.id,
        totalAmount: booking.totalAmount,
        adminId: params.adminId,
        now,
      });
    }
  }
  return { mails, cancelled: bookings.length };
}
