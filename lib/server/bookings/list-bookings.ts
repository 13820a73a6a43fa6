// Bookings of a user, or of an organization's services: newest first, paged by a cursor.
import "server-only";
import type { BookingListQuery } from "@/lib/validations/bookings";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Page } from "@/lib/payments/wallet-entry";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { completeExpiredBookings } from "./settle-booking";
import {
  BOOKING_INCLUDE,
  toBookingView,
  toOrgBookingView,
  type BookingRow,
  type BookingView,
  type OrgBookingView,
} from "./booking-view";

/** The list's filter and page, as GET /users/bookings and /org/bookings parse them. */
export type BookingQuery = BookingListQuery;

async function page<V>(
  where: Prisma.BookingWhereInput,
  query: BookingQuery,
  view: (row: BookingRow) => V,
): Promise<Page<V>> {
  const rows = await db().booking.findMany({
    where: { ...where, ...(query.status ? { status: query.status } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    ...(query.cursor ? { cursor: { id: query.cursor }, skip: 1 } : {}),
    include: BOOKING_INCLUDE,
  });
  const items = rows.slice(0, query.limit);
  return {
    items: items.map((row) => view(row)),
    nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null,
  };
}

// Each read first settles the caller's bookings whose expiry has passed, so a list never shows
// as active what the background sweep simply has not reached yet.

export async function listUserBookings(user: SessionUser, query: BookingQuery) {
  await completeExpiredBookings({ userId: user.id });
  return page({ userId: user.id }, query, toBookingView);
}

/** The organization's bookings, each with its commission and what the organization receives. */
export async function listOrganizationBookings(
  org: SessionUser,
  query: BookingQuery,
): Promise<Page<OrgBookingView>> {
  if (!org.organization) throw AppError.forbidden();
  await completeExpiredBookings({ organizationId: org.organization.id });
  return page({ organizationId: org.organization.id }, query, toOrgBookingView);
}

export async function getUserBooking(user: SessionUser, bookingId: string): Promise<BookingView> {
  await completeExpiredBookings({ userId: user.id });
  const row = await db().booking.findFirst({
    where: { id: bookingId, userId: user.id },
    include: BOOKING_INCLUDE,
  });
  if (!row) throw AppError.notFound("Booking not found.");
  return toBookingView(row);
}
