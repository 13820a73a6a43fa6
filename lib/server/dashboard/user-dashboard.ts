// The user dashboard's figures (docs/spec.md "User dashboard"), all from rows: what the user has spent
// on bookings net of refunds, how many services they have used, and their active bookings.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session-user";
import {
  BOOKING_INCLUDE,
  toBookingView,
  type BookingView,
} from "@/lib/server/bookings/booking-view";
import { shownOpenWhere, shownStatusWhere } from "@/lib/server/bookings/shown-status";
import { db } from "@/lib/server/db/client";

/** docs/spec.md section 9: active bookings shown on the dashboard. */
const ACTIVE_BOOKINGS_SHOWN = 3;

export interface UserDashboard {
  stats: {
    /** Coins paid for bookings that were not cancelled (a cancellation refunds in full). */
    totalSpent: number;
    /** Distinct services booked and not cancelled. */
    servicesUsed: number;
  };
  activeBookings: {
    /** The newest few, for the card. */
    items: BookingView[];
    total: number;
  };
}

export async function getUserDashboard(user: SessionUser): Promise<UserDashboard> {
  const now = new Date();
  // Spent: every booking not refunded as shown (an undelivered one past its due date is refunded
  // from that moment), less what disputes gave back of completed ones.
  const kept: Prisma.BookingWhereInput = {
    AND: [{ userId: user.id }, { NOT: shownStatusWhere("cancelled", now) }],
  };
  // In progress as shown: paid into escrow and neither completed nor refunded yet.
  const active: Prisma.BookingWhereInput = { AND: [{ userId: user.id }, shownOpenWhere(now)] };
  const [spent, services, items, total] = await Promise.all([
    db().booking.aggregate({ where: kept, _sum: { totalAmount: true, refundedCoins: true } }),
    db().booking.groupBy({ by: ["serviceId"], where: kept }),
    db().booking.findMany({
      where: active,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: ACTIVE_BOOKINGS_SHOWN,
      include: BOOKING_INCLUDE,
    }),
    db().booking.count({ where: active }),
  ]);
  const totalSpent = (spent._sum.totalAmount ?? 0) - (spent._sum.refundedCoins ?? 0);
  return {
    stats: { totalSpent, servicesUsed: services.length },
    activeBookings: { items: items.map((row) => toBookingView(row, now.getTime())), total },
  };
}
