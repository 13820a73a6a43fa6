// The end of a booking's escrow: cancelled (coins back to the user's wallet, in full) or
// completed (coins to the organization's earnings). The booking row is locked and must still be
// active, so a booking settles once however many requests race: cancelling twice refunds once.
import { AppError } from "@/lib/api/errors";
import type { Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/server/db/client";
import { ensureEarnings, ensureWallet } from "@/lib/server/ledger/accounts";
import { transfer } from "@/lib/server/ledger/transfer";
import type { Tx } from "@/lib/server/ledger/types";
import { dispatchMail } from "@/lib/server/mail/outbox";
import { enqueueBookingMail } from "./booking-mail";
import { BOOKING_INCLUDE, toBookingView, type BookingView } from "./booking-view";

/** Users may cancel within this long after booking (orgs at any time while active). */
export const CANCELLATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export const NOT_ACTIVE = "This booking is no longer active.";
export const WINDOW_PASSED = "The 24-hour cancellation window for this booking has passed.";

interface LockedBooking {
  id: string;
  userId: string;
  organizationId: string;
  status: string;
  totalAmount: number;
  createdAt: Date;
}

async function lockBooking(tx: Tx, bookingId: string): Promise<LockedBooking | null> {
  const [row] = await tx.$queryRaw<LockedBooking[]>`
    SELECT "id", "userId", "organizationId", "status"::text AS "status", "totalAmount", "createdAt"
    FROM "Booking" WHERE "id" = ${bookingId} FOR NO KEY UPDATE`;
  return row ?? null;
}

async function escrowOf(tx: Tx, bookingId: string): Promise<string> {
  const escrow = await tx.ledgerAccount.findUniqueOrThrow({
    where: { bookingId },
    select: { id: true },
  });
  return escrow.id;
}

/** The organization profile the caller speaks for, or null. */
async function organizationOf(user: SessionUser): Promise<string | null> {
  return user.role === "org" ? (user.organization?.id ?? null) : null;
}

export async function cancelBooking(
  caller: SessionUser,
  bookingId: string,
  as: Extract<Role, "user" | "org">,
  origin: string,
): Promise<BookingView> {
  const organizationId = as === "org" ? await organizationOf(caller) : null;
  const row = await db().$transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    // Someone else's booking answers the same as none: nothing to learn from it.
    const owns =
      booking &&
      (as === "user" ? booking.userId === caller.id : booking.organizationId === organizationId);
    if (!booking || !owns) throw AppError.notFound("Booking not found.");
    if (booking.status !== "active") throw AppError.conflict(NOT_ACTIVE);
    if (as === "user" && Date.now() - booking.createdAt.getTime() > CANCELLATION_WINDOW_MS) {
      throw AppError.conflict(WINDOW_PASSED);
    }
    await transfer(tx, {
      debitAccountId: await escrowOf(tx, booking.id),
      creditAccountId: await ensureWallet(tx, booking.userId),
      amount: booking.totalAmount,
      kind: "booking_cancel",
      idempotencyKey: `booking_cancel:${booking.id}`,
      bookingId: booking.id,
    });
    const cancelled = await tx.booking.update({
      where: { id: booking.id },
      data: { status: "cancelled", activeSlot: null, cancelledAt: new Date(), cancelledBy: as },
      include: BOOKING_INCLUDE,
    });
    return { cancelled, mailIds: await enqueueBookingMail(tx, booking.id, "cancelled", origin) };
  });
  await dispatchMail(row.mailIds);
  return toBookingView(row.cancelled);
}

export async function completeBooking(
  caller: SessionUser,
  bookingId: string,
): Promise<BookingView> {
  const organizationId = await organizationOf(caller);
  const row = await db().$transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.organizationId !== organizationId)
      throw AppError.notFound("Booking not found.");
    if (booking.status !== "active") throw AppError.conflict(NOT_ACTIVE);
    await transfer(tx, {
      debitAccountId: await escrowOf(tx, booking.id),
      creditAccountId: await ensureEarnings(tx, caller.id),
      amount: booking.totalAmount,
      kind: "booking_complete",
      idempotencyKey: `booking_complete:${booking.id}`,
      bookingId: booking.id,
    });
    return tx.booking.update({
      where: { id: booking.id },
      data: { status: "completed", activeSlot: null, completedAt: new Date() },
      include: BOOKING_INCLUDE,
    });
  });
  return toBookingView(row);
}
