// The end of a booking's escrow: cancelled (coins back to the user's wallet, in full: by the
// user, the organization, or the organization's suspension; no commission) or completed (coins to
// the organization's earnings less the commission fixed when booked, which the platform keeps),
// by the organization or because the booking's expiry passed. The booking row is locked and must
// still be active, so a booking settles once however many requests race: cancelling twice
// refunds once.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import type { Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";
import { CANCELLATION_WINDOW_MS } from "@/lib/bookings/expiry";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import { appOrigin } from "@/lib/server/http/app-url";
import { type FlowOptions, refundBooking, releaseToOrganization } from "@/lib/server/ledger/flows";
import type { Tx } from "@/lib/server/ledger/types";
import { dispatchMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { publishBookingReview } from "@/lib/server/reviews/publish-review";
import { withdrawBookingReview } from "@/lib/server/reviews/withdraw-review";
import { scheduleBookingCountFold, tallyCancellation } from "./booking-count";
import { enqueueBookingMail } from "./booking-mail";
import {
  BOOKING_INCLUDE,
  toBookingView,
  toOrgBookingView,
  type BookingView,
  type OrgBookingView,
} from "./booking-view";

export const NOT_ACTIVE = "This booking is no longer active.";
export const WINDOW_PASSED = "The 24-hour cancellation window for this booking has passed.";

export interface LockedBooking {
  id: string;
  userId: string;
  serviceId: string;
  organizationId: string;
  status: string;
  totalAmount: number;
  /** Kept by the platform on completion, fixed when booked. */
  commissionCoins: number;
  createdAt: Date;
  expiresAt: Date | null;
}

const LOCKED_COLUMNS = Prisma.sql`"id", "userId", "serviceId", "organizationId", "status"::text AS "status",
  "totalAmount", "commissionCoins", "createdAt", "expiresAt"`;

export async function lockBooking(tx: Tx, bookingId: string): Promise<LockedBooking | null> {
  const [row] = await tx.$queryRaw<LockedBooking[]>`
    SELECT ${LOCKED_COLUMNS} FROM "Booking" WHERE "id" = ${bookingId} FOR NO KEY UPDATE`;
  return row ?? null;
}

/** The caller's active booking of a service (the one its unique activeSlot names), locked. */
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
 * Locks all of an organization's active bookings at once, in id order, before any coin moves: a
 * caller that then settles them never holds a wallet while waiting for a booking, so it cannot
 * deadlock with a user's or the organization's own cancellation of one of them.
 */
export async function lockActiveBookingsOf(
  tx: Tx,
  organizationId: string,
): Promise<LockedBooking[]> {
  return tx.$queryRaw<LockedBooking[]>`
    SELECT ${LOCKED_COLUMNS} FROM "Booking"
    WHERE "organizationId" = ${organizationId} AND "status" = 'active'
    ORDER BY "id" FOR NO KEY UPDATE`;
}

/** The organization profile the caller speaks for, or null. */
async function organizationOf(user: SessionUser): Promise<string | null> {
  return user.role === "org" ? (user.organization?.id ?? null) : null;
}

/** Active, and its expiry (if any) still ahead: an expired booking is as good as delivered. */
function isLive(booking: LockedBooking, now: Date): boolean {
  return booking.status === "active" && !(booking.expiresAt && booking.expiresAt <= now);
}

/**
 * Every coin in escrow back to the user's wallet, the booking cancelled, taken off its service's
 * booking count and its (held, never counted) review withdrawn, and the notices queued; the
 * caller holds the lock on an active booking. The one cancellation path, whoever cancels (user,
 * organization, or the admin who suspends the organization), so the ledger, the count and the
 * mail are the same for all.
 */
export async function cancelLocked(
  tx: Tx,
  booking: LockedBooking,
  by: Role,
  now: Date,
  origin: string,
) {
  await refundBooking(tx, booking);
  const cancelled = await tx.booking.update({
    where: { id: booking.id },
    data: { status: "cancelled", activeSlot: null, cancelledAt: now, cancelledBy: by },
    include: BOOKING_INCLUDE,
  });
  await withdrawBookingReview(tx, booking.id, now);
  await tallyCancellation(tx, booking);
  // The fold runs a second from now, after this transaction commits (or the sweep's, if not).
  scheduleBookingCountFold();
  return { cancelled, mails: await enqueueBookingMail(tx, booking.id, "cancelled", origin) };
}

/** Cancels as the user (their view) or as the organization (its view, with the commission). */
export async function cancelBooking(
  caller: SessionUser,
  bookingId: string,
  as: "user",
  origin: string,
): Promise<BookingView>;
export async function cancelBooking(
  caller: SessionUser,
  bookingId: string,
  as: "org",
  origin: string,
): Promise<OrgBookingView>;
export async function cancelBooking(
  caller: SessionUser,
  bookingId: string,
  as: Extract<Role, "user" | "org">,
  origin: string,
): Promise<BookingView | OrgBookingView> {
  const organizationId = await organizationOf(caller);
  const row = await db().$transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    // Someone else's booking answers the same as none: nothing to learn from it.
    const owns =
      booking &&
      (as === "user" ? booking.userId === caller.id : booking.organizationId === organizationId);
    if (!booking || !owns) throw AppError.notFound("Booking not found.");
    const now = new Date();
    if (!isLive(booking, now)) throw AppError.conflict(NOT_ACTIVE);
    if (as === "user" && now.getTime() - booking.createdAt.getTime() > CANCELLATION_WINDOW_MS) {
      throw AppError.conflict(WINDOW_PASSED);
    }
    return cancelLocked(tx, booking, as, now, origin);
  });
  metrics().bookingsCancelled.inc();
  await dispatchMail(row.mails);
  return as === "org" ? toOrgBookingView(row.cancelled) : toBookingView(row.cancelled);
}

/**
 * Escrow to the organization's earnings (net of the booking's commission, which goes to the
 * platform's revenue), the booking completed at `now` and its held review published; the caller
 * holds the lock on an active booking (or, importing history, has just made it).
 */
export async function completeLocked(
  tx: Tx,
  booking: LockedBooking,
  now: Date,
  options: FlowOptions = {},
) {
  const organization = await tx.organizationProfile.findUniqueOrThrow({
    where: { id: booking.organizationId },
    select: { userId: true },
  });
  await releaseToOrganization(tx, booking, organization.userId, options);
  const completed = await tx.booking.update({
    where: { id: booking.id },
    data: { status: "completed", activeSlot: null, completedAt: now },
    include: BOOKING_INCLUDE,
  });
  // Delivered: a review the customer wrote before now becomes public.
  await publishBookingReview(tx, booking.id);
  return completed;
}

/** The organization delivered: the coins become its earnings, and the customer is asked to rate. */
export async function completeBooking(
  caller: SessionUser,
  bookingId: string,
  origin: string,
): Promise<OrgBookingView> {
  const organizationId = await organizationOf(caller);
  const { completed, mails } = await db().$transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.organizationId !== organizationId)
      throw AppError.notFound("Booking not found.");
    if (booking.status !== "active") throw AppError.conflict(NOT_ACTIVE);
    const completed = await completeLocked(tx, booking, new Date());
    return { completed, mails: await enqueueBookingMail(tx, booking.id, "completed", origin) };
  });
  metrics().bookingsCompleted.inc();
  await dispatchMail(mails);
  return toOrgBookingView(completed);
}

/** Bookings settled per sweep at most; the rest wait for the next one. */
const SWEEP_BATCH = 200;

/** Whether the organization's account is active (not suspended). */
async function organizationActive(tx: Tx, organizationId: string): Promise<boolean> {
  const organization = await tx.organizationProfile.findUniqueOrThrow({
    where: { id: organizationId },
    select: { user: { select: { isActive: true } } },
  });
  return organization.user.isActive;
}

/**
 * Settles a locked booking whose expiry has passed, as the sweep does: completed (the
 * organization paid), or refunded when the organization is suspended (a suspended organization
 * is never paid: suspension cancels its bookings, and one that slipped past, a race or a crash,
 * is refunded here instead). Null, moving nothing, when the booking is not active or its expiry
 * is still ahead. Returns the notices to dispatch once the caller's transaction has committed.
 */
export async function settleExpiredLocked(
  tx: Tx,
  booking: LockedBooking,
  now: Date,
): Promise<{ completed: boolean; mails: QueuedMail[] } | null> {
  if (booking.status !== "active" || !booking.expiresAt || booking.expiresAt > now) return null;
  if (!(await organizationActive(tx, booking.organizationId))) {
    const { mails } = await cancelLocked(tx, booking, "admin", now, appOrigin());
    return { completed: false, mails };
  }
  await completeLocked(tx, booking, now);
  return {
    completed: true,
    mails: await enqueueBookingMail(tx, booking.id, "completed", appOrigin()),
  };
}

/** Counts an expired booking settled (completed, or refunded), once its transaction committed. */
function countSettled(settled: { completed: boolean } | null): void {
  if (!settled) return;
  if (settled.completed) metrics().bookingsCompleted.inc();
  else metrics().bookingsCancelled.inc();
}

/**
 * Settles the caller's booking of a service that holds its active slot, if its expiry has
 * passed (booking the service again needs the slot). True when the slot is free afterwards.
 */
export async function settleExpiredSlot(userId: string, serviceId: string): Promise<boolean> {
  // Most refusals are of a booking still running: found without a transaction, nothing to do.
  const holder = await db().booking.findUnique({
    where: { activeSlot: `${userId}:${serviceId}` },
    select: { expiresAt: true },
  });
  if (!holder) return true;
  if (!holder.expiresAt || holder.expiresAt > new Date()) return false;
  const settled = await db().$transaction(async (tx) => {
    const booking = await lockActiveSlot(tx, userId, serviceId);
    // Settled by someone else meanwhile: the slot is free all the same.
    return booking ? settleExpiredLocked(tx, booking, new Date()) : { mails: [] };
  });
  if (settled && "completed" in settled) countSettled(settled);
  if (settled?.mails.length) await dispatchMail(settled.mails);
  return settled !== null;
}

/**
 * The expiry sweep's work (expiry-sweep.ts): settles every active booking whose expiry has
 * passed, each in its own transaction. Safe to run anywhere at any time: a booking already
 * settled by someone else is skipped under its lock. Only the sweep and writes call it: reads
 * show an expired booking as completed from its dates (lib/bookings/booking-status.ts) and move
 * no money. Returns how many this call completed.
 */
export async function completeExpiredBookings(now = new Date()): Promise<number> {
  const due = await db().booking.findMany({
    where: { status: "active", expiresAt: { lte: now } },
    orderBy: { expiresAt: "asc" },
    take: SWEEP_BATCH,
    select: { id: true },
  });
  let completed = 0;
  for (const { id } of due) {
    const settled = await db().$transaction(async (tx) => {
      const booking = await lockBooking(tx, id);
      return booking ? settleExpiredLocked(tx, booking, now) : null;
    });
    countSettled(settled);
    if (settled?.completed) completed += 1;
    if (settled?.mails.length) await dispatchMail(settled.mails);
  }
  return completed;
}
