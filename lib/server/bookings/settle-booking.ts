// The end of a booking's escrow: cancelled (every coin back to the customer: cancelled by the
// customer within 24 hours, by the organization before a dispute, by an admin's suspension of the
// organization, or refunded because the due date passed undelivered, a request to cancel was
// accepted or a dispute said so) or completed (to the organization's earnings, clearing first,
// less the commission on its part; a dispute's part back to the customer). The caller holds the
// booking's row lock (lock-booking.ts) and has checked its state, so a booking settles once.
import "server-only";
import { requestActor } from "@/lib/server/audit/audit-actor";
import type { BookingCompletion, BookingRefundReason } from "@/generated/prisma/enums";
import { AppError } from "@/lib/errors/app-error";
import type { Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";
import { isDueUnsettled } from "@/lib/bookings/booking-status";
import { CANCELLATION_WINDOW_MS } from "@/lib/bookings/expiry";
import { splitCommission } from "@/lib/economics/commission";
import { db } from "@/lib/server/db/client";
import { daysAfter, readProtection } from "@/lib/server/economics/protection-settings";
import { metrics } from "@/lib/server/observability/metrics";
import { type FlowOptions, refundBooking, releaseToOrganization } from "@/lib/server/ledger/flows";
import type { Tx } from "@/lib/server/ledger/types";
import { dispatchMail } from "@/lib/server/mail/outbox";
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
import { lockOwnBooking, type LockedBooking } from "./lock-booking";

export const NOT_ACTIVE = "This booking is no longer active.";
export const WINDOW_PASSED = "The 24-hour cancellation window for this booking has passed.";
const IN_DISPUTE = "This booking is in dispute: it is settled by the dispute.";

/**
 * Every coin in escrow back to the user's wallet, the booking cancelled, taken off its service's
 * booking count and its (held, never counted) review withdrawn, and the notices queued; the
 * caller holds the lock on an open booking. The one cancellation path, whoever cancels (user,
 * organization, admin, or nobody: the sweep), so the ledger, the count and the mail are the same.
 */
export async function cancelLocked(
  tx: Tx,
  params: {
    booking: LockedBooking;
    by: Role | null;
    now: Date;
    refundReason?: BookingRefundReason | null;
  },
) {
  const { booking, by, now, refundReason = null } = params;
  await refundBooking(tx, { booking, actor: requestActor() });
  const cancelled = await tx.booking.update({
    where: { id: booking.id },
    data: {
      status: "cancelled",
      activeSlot: null,
      cancelledAt: now,
      cancelledBy: by,
      refundReason,
    },
    include: BOOKING_INCLUDE,
  });
  await withdrawBookingReview(tx, booking.id, now);
  await tallyCancellation(tx, booking);
  // The fold runs a second from now, after this transaction commits (or the sweep's, if not).
  scheduleBookingCountFold();
  const event = refundReason === "not_delivered" ? "not_delivered" : "cancelled";
  return { cancelled, mails: await enqueueBookingMail(tx, booking.id, event) };
}

export interface CompleteParams extends Pick<FlowOptions, "at"> {
  booking: LockedBooking;
  now: Date;
  /** How it came to complete; absent when importing history. */
  completion?: BookingCompletion;
  /** Coins a dispute gives back to the customer: the commission is taken on the rest only. */
  refundedCoins?: number;
}

/**
 * Escrow to the organization (net of the commission; through its clearing account while the
 * clearing period runs), the commission to the platform, a dispute's refund to the customer; the
 * booking completed at `now` and its held review published. The caller holds the lock on an open
 * booking (or, importing history, has just made it).
 */
export async function completeLocked(tx: Tx, options: CompleteParams) {
  const { booking, now } = options;
  const organization = await tx.organizationProfile.findUniqueOrThrow({
    where: { id: booking.organizationId },
    select: { userId: true },
  });
  const refundedCoins = options.refundedCoins ?? 0;
  if (
    !Number.isSafeInteger(refundedCoins) ||
    refundedCoins < 0 ||
    refundedCoins >= booking.totalAmount
  ) {
    throw new Error(`bookings: cannot complete ${booking.id} refunding ${refundedCoins} coins`);
  }
  const commissionCoins =
    refundedCoins > 0
      ? splitCommission(booking.totalAmount - refundedCoins, booking.commissionBps).commission
      : booking.commissionCoins;
  const net = booking.totalAmount - refundedCoins - commissionCoins;
  const { clearingDays } = await readProtection(tx);
  const clearsAt = daysAfter(now, clearingDays);
  // History imported with its own date (the demo seed) is taken as cleared: straight to earnings.
  const clearing = net > 0 && clearingDays > 0 && options.at === undefined;
  if (clearing) {
    await tx.earningsClearance.create({
      data: { bookingId: booking.id, organizationId: booking.organizationId, coins: net, clearsAt },
    });
  }
  await releaseToOrganization(tx, {
    booking: { ...booking, commissionCoins },
    organizationUserId: organization.userId,
    at: options.at,
    clearing,
    refundedCoins,
    actor: requestActor(),
  });
  const completed = await tx.booking.update({
    where: { id: booking.id },
    data: {
      status: "completed",
      activeSlot: null,
      completedAt: now,
      completion: options.completion ?? null,
      refundedCoins,
      commissionCoins,
    },
    include: BOOKING_INCLUDE,
  });
  // Completed: a review the customer wrote before now becomes public.
  await publishBookingReview(tx, booking.id);
  return completed;
}

interface CancelParams<As extends Extract<Role, "user" | "org">> {
  caller: SessionUser;
  bookingId: string;
  as: As;
}

/**
 * Cancels as the user (within 24 hours of booking, before a delivery: their view) or as the
 * organization (before a dispute: its view, with the commission). Every coin goes back.
 */
export async function cancelBooking(params: CancelParams<"user">): Promise<BookingView>;
export async function cancelBooking(params: CancelParams<"org">): Promise<OrgBookingView>;
export async function cancelBooking(
  params: CancelParams<Extract<Role, "user" | "org">>,
): Promise<BookingView | OrgBookingView> {
  const { caller, bookingId, as } = params;
  const row = await db().$transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, { caller, bookingId, as });
    const now = new Date();
    if (booking.status === "disputed") throw AppError.conflict(IN_DISPUTE);
    // Before time decides it: active (anyone), or delivered (only its organization).
    const open =
      !isDueUnsettled(booking, now.getTime()) &&
      (booking.status === "active" || (as === "org" && booking.status === "delivered"));
    if (!open) throw AppError.conflict(NOT_ACTIVE);
    if (as === "user" && now.getTime() - booking.createdAt.getTime() > CANCELLATION_WINDOW_MS) {
      throw AppError.conflict(WINDOW_PASSED);
    }
    return cancelLocked(tx, { booking, by: as, now });
  });
  metrics().bookingsCancelled.inc();
  await dispatchMail(row.mails);
  return as === "org" ? toOrgBookingView(row.cancelled) : toBookingView(row.cancelled);
}
