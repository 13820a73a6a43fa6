// Bookings of a user, or of an organization's services: newest first, keyset pages
// (lib/server/db/cursor.ts).
import "server-only";
import type { BookingListQuery } from "@/lib/validations/bookings";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Page } from "@/lib/payments/wallet-entry";
import type { Prisma } from "@/generated/prisma/client";
import type { BookingSide } from "@/lib/schemas/booking-messages";
import { db } from "@/lib/server/db/client";
import { NewestFirst } from "@/lib/server/db/cursor";
import { withUnread } from "@/lib/server/messages/unread";
import { shownStatusWhere } from "./shown-status";
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

const USER_BOOKINGS = new NewestFirst("bookings", "createdAt");
const ORG_BOOKINGS = new NewestFirst("org-bookings", "createdAt");

async function page<V>(params: {
  list: NewestFirst<"createdAt">;
  where: Prisma.BookingWhereInput;
  query: BookingQuery;
  view: (row: BookingRow, now: number) => V;
  /** Whose unread messages each booking counts. */
  side: BookingSide;
}): Promise<Page<V>> {
  const { list, where, query, view, side } = params;
  const now = new Date();
  const rows = await db().booking.findMany({
    where: {
      AND: [
        where,
        ...(query.status ? [shownStatusWhere(query.status, now)] : []),
        ...list.after(query.cursor),
      ],
    },
    orderBy: list.orderBy,
    take: query.limit + 1,
    include: BOOKING_INCLUDE,
  });
  const counted = await withUnread(db(), { rows, side });
  return list.page(counted, query.limit, (row) => view(row, now.getTime()));
}

// Reads move no money: a booking whose expiry has passed is shown (and filtered) as completed
// from its dates until the sweep (expiry-sweep.ts) settles it.

export async function listUserBookings(user: SessionUser, query: BookingQuery) {
  return page({
    list: USER_BOOKINGS,
    where: { userId: user.id },
    query,
    view: toBookingView,
    side: "customer",
  });
}

/** The organization's bookings, each with its commission and what the organization receives. */
export async function listOrganizationBookings(
  org: SessionUser,
  query: BookingQuery,
): Promise<Page<OrgBookingView>> {
  if (!org.organization) throw AppError.forbidden();
  return page({
    list: ORG_BOOKINGS,
    where: { organizationId: org.organization.id },
    query,
    view: toOrgBookingView,
    side: "organization",
  });
}

export async function getUserBooking(user: SessionUser, bookingId: string): Promise<BookingView> {
  const row = await db().booking.findFirst({
    where: { id: bookingId, userId: user.id },
    include: BOOKING_INCLUDE,
  });
  if (!row) throw AppError.notFound("Booking not found.");
  const [counted] = await withUnread(db(), { rows: [row], side: "customer" });
  return toBookingView(counted ?? row);
}
