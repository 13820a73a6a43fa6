// A booking as the API answers it (docs/spec.md section 3: Booking and Active booking).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { BookingView, OrgBookingView } from "@/lib/bookings/booking-types";
import { shownStatus } from "@/lib/bookings/booking-status";
import { bookingAnswerSchema } from "@/lib/schemas/bookings";
import { CANCELLATION_WINDOW_MS } from "@/lib/bookings/expiry";
import { DISPUTE_SELECT, toDisputeView } from "@/lib/server/disputes/dispute-view";

export type { BookingView, OrgBookingView };

export const BOOKING_INCLUDE = {
  organization: { select: { id: true, name: true } },
  user: { select: { name: true } },
  review: { select: { rating: true, withdrawnAt: true } },
  dispute: { select: DISPUTE_SELECT },
} satisfies Prisma.BookingInclude;

type IncludedRow = Prisma.BookingGetPayload<{ include: typeof BOOKING_INCLUDE }>;
/**
 * A booking as read with BOOKING_INCLUDE; one just placed has no dispute to read yet. Reads that
 * counted the reader's unread messages (lib/server/messages/unread.ts) add them.
 */
export type BookingRow = Omit<IncludedRow, "dispute"> & {
  dispute?: IncludedRow["dispute"];
  unreadMessages?: number;
};

/**
 * The stored answers (a JSON column the database does not check), read through the schema: a
 * malformed entry is left out rather than failing every view of the booking.
 */
function answersOf(row: BookingRow): BookingView["answers"] {
  const raw: unknown = row.answers;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const answer = bookingAnswerSchema.safeParse(entry);
    return answer.success ? [answer.data] : [];
  });
}

function cancellableUntil(row: BookingRow, now: number): string | null {
  const until = row.createdAt.getTime() + CANCELLATION_WINDOW_MS;
  const due = row.dueAt.getTime() <= now;
  return row.status === "active" && !due && until > now ? new Date(until).toISOString() : null;
}

function deliveryOf(row: BookingRow): BookingView["delivery"] {
  if (!row.deliveredAt || !row.acceptBy) return null;
  return {
    deliveredAt: row.deliveredAt.toISOString(),
    message: row.deliveryMessage ?? "",
    files: row.deliveryFiles,
    acceptBy: row.acceptBy.toISOString(),
  };
}

function cancelRequestOf(row: BookingRow): BookingView["cancelRequest"] {
  if (!row.cancelRequestedAt) return null;
  return {
    requestedAt: row.cancelRequestedAt.toISOString(),
    reason: row.cancelRequestReason ?? "",
    declinedAt: row.cancelDeclinedAt?.toISOString() ?? null,
    declineReason: row.cancelDeclineReason,
  };
}

/**
 * The booking at `now`: one that time has decided reads as the sweep will settle it (an
 * undelivered one past its due date refunded, a delivery past its window completed:
 * lib/bookings/booking-status.ts).
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
    dueAt: row.dueAt.toISOString(),
    delivery: deliveryOf(row),
    completedAt: shown.completedAt?.toISOString() ?? null,
    completion: shown.completion,
    cancelledAt: shown.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    refundReason: shown.refundReason,
    refundedCoins: row.refundedCoins,
    cancelRequest: cancelRequestOf(row),
    dispute: row.dispute ? toDisputeView(row.dispute) : null,
    cancellableUntil: cancellableUntil(row, now),
    // A withdrawn review (of a cancelled booking) is history, not a rating anyone gave now.
    rating: row.review && !row.review.withdrawnAt ? row.review.rating : null,
    unreadMessages: row.unreadMessages ?? 0,
    answers: answersOf(row),
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
    netCoins: row.totalAmount - row.refundedCoins - row.commissionCoins,
  };
}
