// A booking as the API answers it (docs/spec.md section 3: Booking and Active booking).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { BookingView, OrgBookingView } from "@/lib/bookings/booking-types";
import { shownStatus } from "@/lib/bookings/booking-status";
import { CANCELLATION_WINDOW_MS } from "@/lib/bookings/expiry";

export type { BookingView, OrgBookingView };

export const BOOKING_INCLUDE = {
  organization: { select: { id: true, name: true } },
  user: { select: { name: true } },
  review: { select: { rating: true, withdrawnAt: true } },
} satisfies Prisma.BookingInclude;

export type BookingRow = Prisma.BookingGetPayload<{ include: typeof BOOKING_INCLUDE }>;

function cancellableUntil(row: BookingRow, now: number): string | null {
  const until = row.createdAt.getTime() + CANCELLATION_WINDOW_MS;
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now;
  return row.status === "active" && !expired && until > now ? new Date(until).toISOString() : null;
}

/**
 * The booking at `now`: one whose expiry has passed reads as completed at its expiry, as the
 * sweep will settle it (lib/bookings/booking-status.ts).
 */
export function toBookingView(row: BookingRow, now = Date.now()): BookingView {
  const shown = shownStatus(row, now);
  return {
    id: row.id,
    bookingReference: row.reference,
    serviceId: row.serviceId,
    serviceTitle: row.serviceTitle,
    organization: row.organization.name,
    organizationId: row.organizationId,
    customerName: row.user.name,
    totalAmount: row.totalAmount,
    quantity: row.quantity,
    status: shown.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    completedAt: shown.completedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    cancellableUntil: cancellableUntil(row, now),
    // A withdrawn review (of a cancelled booking) is history, not a rating anyone gave now.
    rating: row.review && !row.review.withdrawnAt ? row.review.rating : null,
  };
}

/**
 * The organization's view: the booking with the commission fixed when it was booked and what
 * the organization receives (the user's own view leaves the platform's cut out).
 */
export function toOrgBookingView(row: BookingRow, now = Date.now()): OrgBookingView {
  const view = toBookingView(row, now);
  return {
    ...view,
    // A rating held until delivery is the customer's own; the organization sees it once public.
    rating:
      view.status === "completed" && row.review && !row.review.withdrawnAt
        ? row.review.rating
        : null,
    commissionBps: row.commissionBps,
    commissionCoins: row.commissionCoins,
    netCoins: row.totalAmount - row.commissionCoins,
  };
}
