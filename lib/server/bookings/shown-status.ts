// Booking filters by the status a reading shows (lib/bookings/booking-status.ts): a booking that
// time has decided (undelivered past its due date, delivered past its acceptance window) counts
// as the sweep will leave it from that moment, whether or not the sweep has settled it yet, so
// lists, counts and filters agree with the views they return.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { BookingStatus } from "@/lib/bookings/booking-types";

/** Rows shown with `status` at `now`. */
export function shownStatusWhere(status: BookingStatus, now: Date): Prisma.BookingWhereInput {
  switch (status) {
    case "active":
      return { status: "active", dueAt: { gt: now } };
    case "delivered":
      return { status: "delivered", acceptBy: { gt: now } };
    case "disputed":
      return { status: "disputed" };
    case "completed":
      return { OR: [{ status: "completed" }, { status: "delivered", acceptBy: { lte: now } }] };
    case "cancelled":
      return { OR: [{ status: "cancelled" }, { status: "active", dueAt: { lte: now } }] };
  }
}

/** Rows still open at `now` (active, delivered or disputed, and not decided by time). */
export function shownOpenWhere(now: Date): Prisma.BookingWhereInput {
  return {
    OR: [
      shownStatusWhere("active", now),
      shownStatusWhere("delivered", now),
      shownStatusWhere("disputed", now),
    ],
  };
}

// Stored timestamps are UTC wall-clock time (timestamp without time zone): an instant compares as
// its UTC text cast to timestamp, whatever the session's TimeZone.
const at = (now: Date) => Prisma.sql`${now.toISOString()}::timestamp`;

/** Completed at `now`: settled as completed, or delivered with its acceptance window ended. */
export function shownCompletedSql(alias: string, now: Date): Prisma.Sql {
  const b = Prisma.raw(`"${alias}"`);
  return Prisma.sql`(${b}."status" = 'completed' OR (${b}."status" = 'delivered' AND ${b}."acceptBy" <= ${at(now)}))`;
}
