// The navigation's unread-messages count: over every booking the person is a side of (as its
// customer, and for an organization as its organization), the other side's messages written
// after this side's lastReadAt (all of them when it never read), the rule of
// lib/server/messages/unread.ts. One statement; each half walks Booking's index led by userId
// (organizationId) and BookingMessage's (bookingId, side, createdAt).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session-user";
import type { BookingSide } from "@/lib/schemas/booking-messages";
import { organizationOf } from "@/lib/server/bookings/lock-booking";
import type { Tx } from "@/lib/server/ledger/types";

/** `side`'s unread messages over the bookings `owned` picks, as a scalar subquery. */
function unreadAs(side: BookingSide, owned: Prisma.Sql): Prisma.Sql {
  const other: BookingSide = side === "customer" ? "organization" : "customer";
  return Prisma.sql`(SELECT COUNT(*)::int FROM "Booking" b
    JOIN "BookingMessage" m ON m."bookingId" = b."id" AND m."side" = ${other}::"BookingSide"
    LEFT JOIN "BookingThreadRead" r ON r."bookingId" = b."id" AND r."side" = ${side}::"BookingSide"
    WHERE ${owned} AND (r."lastReadAt" IS NULL OR m."createdAt" > r."lastReadAt"))`;
}

export async function unreadMessageCount(tx: Tx, user: SessionUser): Promise<number> {
  const organizationId = organizationOf(user);
  const [row] = await tx.$queryRaw<{ customer: number; organization: number }[]>`
    SELECT ${unreadAs("customer", Prisma.sql`b."userId" = ${user.id}`)} AS "customer",
      ${unreadAs("organization", Prisma.sql`b."organizationId" = ${organizationId}`)} AS "organization"`;
  return (row?.customer ?? 0) + (row?.organization ?? 0);
}
