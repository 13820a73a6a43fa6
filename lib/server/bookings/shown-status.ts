// Booking filters by the status a reading shows (lib/bookings/booking-status.ts): a booking whose
// expiry has passed counts as completed from that moment, whether or not the sweep has settled
// it yet, so lists, counts and filters agree with the views they return.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { BookingStatus } from "@/lib/bookings/booking-types";

/** Rows shown with `status` at `now`. */
export function shownStatusWhere(status: BookingStatus, now: Date): Prisma.BookingWhereInput {
  switch (status) {
    case "active":
      return { status: "active", OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
    case "completed":
      return { OR: [{ status: "completed" }, { status: "active", expiresAt: { lte: now } }] };
    case "cancelled":
      return { status: "cancelled" };
  }
}

// Stored timestamps are UTC wall-clock time (timestamp without time zone): an instant compares as
// its UTC text cast to timestamp, whatever the session's TimeZone.
const at = (now: Date) => Prisma.sql`${now.toISOString()}::timestamp`;

/** The same test in SQL, for the booking table under `alias` ("b"): still active at `now`. */
export function shownActiveSql(alias: string, now: Date): Prisma.Sql {
  const b = Prisma.raw(`"${alias}"`);
  return Prisma.sql`(${b}."status" = 'active' AND (${b}."expiresAt" IS NULL OR ${b}."expiresAt" > ${at(now)}))`;
}

/** Completed at `now`: settled as completed, or active with its expiry passed. */
export function shownCompletedSql(alias: string, now: Date): Prisma.Sql {
  const b = Prisma.raw(`"${alias}"`);
  return Prisma.sql`(${b}."status" = 'completed' OR (${b}."status" = 'active' AND ${b}."expiresAt" <= ${at(now)}))`;
}
