// The navigation's unread-messages count: over every booking the person is a side of (as its
// customer, and for an organization as its organization), the other side's messages written
// after this side's lastReadAt (all of them when it never read), the rule of
// lib/server/messages/unread.ts. One statement; each half walks Booking's index led by userId
// (organizationId) and BookingMessage's (bookingId, side, createdAt).
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { organizationOf } from "@/lib/server/bookings/lock-booking";
import type { Tx } from "@/lib/server/ledger/types";

export async function unreadMessageCount(tx: Tx, user: SessionUser): Promise<number> {
  const organizationId = organizationOf(user);
  const [row] = await tx.$queryRaw<{ customer: number; organization: number }[]>`
    SELECT
      (SELECT COUNT(*)::int FROM "Booking" b
        JOIN "BookingMessage" m ON m."bookingId" = b."id" AND m."side" = 'organization'
        LEFT JOIN "BookingThreadRead" r ON r."bookingId" = b."id" AND r."side" = 'customer'
        WHERE b."userId" = ${user.id}
          AND (r."lastReadAt" IS NULL OR m."createdAt" > r."lastReadAt")) AS "customer",
      (SELECT COUNT(*)::int FROM "Booking" b
        JOIN "BookingMessage" m ON m."bookingId" = b."id" AND m."side" = 'customer'
        LEFT JOIN "BookingThreadRead" r ON r."bookingId" = b."id" AND r."side" = 'organization'
        WHERE b."organizationId" = ${organizationId}
          AND (r."lastReadAt" IS NULL OR m."createdAt" > r."lastReadAt")) AS "organization"`;
  return (row?.customer ?? 0) + (row?.organization ?? 0);
}
