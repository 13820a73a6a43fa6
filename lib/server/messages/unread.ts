// Unread counts: a side's unread messages are the other side's written after its lastReadAt (all
// of them when it has never read). One grouped query serves a whole page of bookings.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { BookingSide } from "@/lib/schemas/booking-messages";
import type { Tx } from "@/lib/server/ledger/types";

function otherSide(side: BookingSide): BookingSide {
  return side === "customer" ? "organization" : "customer";
}

/** Each booking's unread count for `side`; bookings with none are absent (read them as 0). */
async function unreadCounts(
  tx: Tx,
  params: { bookingIds: string[]; side: BookingSide },
): Promise<Map<string, number>> {
  const { bookingIds, side } = params;
  if (bookingIds.length === 0) return new Map();
  const rows = await tx.$queryRaw<{ bookingId: string; unread: number }[]>`
    SELECT m."bookingId", COUNT(*)::int AS "unread"
    FROM "BookingMessage" m
    LEFT JOIN "BookingThreadRead" r
      ON r."bookingId" = m."bookingId" AND r."side" = ${side}::"BookingSide"
    WHERE m."bookingId" IN (${Prisma.join(bookingIds)})
      AND m."side" = ${otherSide(side)}::"BookingSide"
      AND (r."lastReadAt" IS NULL OR m."createdAt" > r."lastReadAt")
    GROUP BY m."bookingId"`;
  return new Map(rows.map((row) => [row.bookingId, row.unread]));
}

/** The rows, each with its unread count for `side` (one query for all of them). */
export async function withUnread<R extends { id: string }>(
  tx: Tx,
  params: { rows: R[]; side: BookingSide },
): Promise<(R & { unreadMessages: number })[]> {
  const { rows, side } = params;
  const counts = await unreadCounts(tx, { bookingIds: rows.map((row) => row.id), side });
  return rows.map((row) => ({ ...row, unreadMessages: counts.get(row.id) ?? 0 }));
}

/** One booking's unread count for `side`. */
export async function unreadCount(
  tx: Tx,
  params: { bookingId: string; side: BookingSide },
): Promise<number> {
  const counts = await unreadCounts(tx, { bookingIds: [params.bookingId], side: params.side });
  return counts.get(params.bookingId) ?? 0;
}

/** Marks `side` read up to `at`; a read never moves backwards (a slower request's older time). */
export async function markRead(
  tx: Tx,
  params: { bookingId: string; side: BookingSide; at: Date },
): Promise<void> {
  const { bookingId, side, at } = params;
  await tx.$executeRaw`
    INSERT INTO "BookingThreadRead" ("bookingId", "side", "lastReadAt")
    VALUES (${bookingId}, ${side}::"BookingSide", ${at})
    ON CONFLICT ("bookingId", "side") DO UPDATE
      SET "lastReadAt" = GREATEST("BookingThreadRead"."lastReadAt", EXCLUDED."lastReadAt")`;
}
