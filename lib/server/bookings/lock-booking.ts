// A booking's row lock: every change of a booking's state (deliver, accept, cancel, a request to
// cancel, a dispute's steps, the sweep) takes it first and checks the state it finds, so racing
// requests end in one outcome and money moves once. NO KEY UPDATE, like the ledger's own updates.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { BookingStatus } from "@/generated/prisma/enums";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors/app-error";
import type { Tx } from "@/lib/server/ledger/types";

export interface LockedBooking {
  id: string;
  userId: string;
  serviceId: string;
  organizationId: string;
  status: BookingStatus;
  totalAmount: number;
  /** The commission's rate and coins, fixed when booked (taken only on completion). */
  commissionBps: number;
  commissionCoins: number;
  createdAt: Date;
  dueAt: Date;
  deliveredAt: Date | null;
  acceptBy: Date | null;
  cancelRequestedAt: Date | null;
  cancelDeclinedAt: Date | null;
}

const LOCKED_COLUMNS = Prisma.sql`"id", "userId", "serviceId", "organizationId",
  "status"::text AS "status", "totalAmount", "commissionBps", "commissionCoins", "createdAt",
  "dueAt", "deliveredAt", "acceptBy", "cancelRequestedAt", "cancelDeclinedAt"`;

export async function lockBooking(tx: Tx, bookingId: string): Promise<LockedBooking | null> {
  const [row] = await tx.$queryRaw<LockedBooking[]>`
    SELECT ${LOCKED_COLUMNS} FROM "Booking" WHERE "id" = ${bookingId} FOR NO KEY UPDATE`;
  return row ?? null;
}

/** The caller's open booking of a service (the one its unique activeSlot names), locked. */
export async function lockActiveSlot(
  tx: Tx,
  userId: string,
  serviceId: string,
): Promise<LockedBooking | null> {
  const [row] = await tx.$queryRaw<LockedBooking[]>`
    SELECT ${LOCKED_COLUMNS} FROM "Booking"
    WHERE "activeSlot" = ${`${userId}:${serviceId}`} FOR NO KEY UPDATE`;
  return row ?? null;
}

/**
 * Locks all of an organization's open bookings (active, delivered, disputed) at once, in id
 * order, before any coin moves: a caller that then settles them never holds a wallet while
 * waiting for a booking, so it cannot deadlock with a user's or the organization's own change.
 */
export async function lockOpenBookingsOf(tx: Tx, organizationId: string): Promise<LockedBooking[]> {
  return tx.$queryRaw<LockedBooking[]>`
    SELECT ${LOCKED_COLUMNS} FROM "Booking"
    WHERE "organizationId" = ${organizationId}
      AND "status" IN ('active', 'delivered', 'disputed')
    ORDER BY "id" FOR NO KEY UPDATE`;
}

/** The organization profile the caller speaks for, or null. */
export function organizationOf(user: SessionUser): string | null {
  return user.role === "org" ? (user.organization?.id ?? null) : null;
}

/**
 * The booking locked, when the caller is its customer (`as` user) or its organization (`as`
 * org); someone else's booking answers the same as none: nothing to learn from it.
 */
export async function lockOwnBooking(
  tx: Tx,
  own: { caller: SessionUser; bookingId: string; as: "user" | "org" },
): Promise<LockedBooking> {
  const { caller, bookingId, as } = own;
  const booking = await lockBooking(tx, bookingId);
  const owns =
    booking &&
    (as === "user"
      ? booking.userId === caller.id
      : booking.organizationId === organizationOf(caller));
  if (!booking || !owns) throw AppError.notFound("Booking not found.");
  return booking;
}
