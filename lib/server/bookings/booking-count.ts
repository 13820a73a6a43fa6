// Service.bookingCount without a hot row: a booking appends a ServiceBookingTally row in its own
// transaction (an insert, which locks nothing another booking needs), and the fold below adds
// the tallies to their services' counts. Each app server folds about a second after its
// bookings, and its expiry sweep folds too (tallies left by a server that stopped), so listings,
// the service page and the catalogue's popularity order are right within seconds.
import "server-only";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";

/** How long after a booking its server folds the count (bookings in between share the fold). */
export const FOLD_DELAY_MS = 1000;

/**
 * Adds every committed tally to its service's bookingCount and deletes it, in one statement.
 * Two folds at once never count a tally twice: the second waits on the rows the first deletes
 * and then finds them gone. A tally committed after the statement began waits for the next
 * fold. Returns the number of bookings folded.
 */
export async function foldBookingCounts(client: Tx = db()): Promise<number> {
  const [row] = await client.$queryRaw<{ folded: bigint }[]>`
    WITH "folded" AS (
      DELETE FROM "ServiceBookingTally" RETURNING "serviceId"
    ), "perService" AS (
      SELECT "serviceId", count(*)::int AS "bookings" FROM "folded" GROUP BY "serviceId"
    ), "counted" AS (
      UPDATE "Service" s SET "bookingCount" = s."bookingCount" + p."bookings"
      FROM "perService" p WHERE s."id" = p."serviceId"
      RETURNING p."bookings"
    )
    SELECT coalesce(sum("bookings"), 0)::bigint AS "folded" FROM "counted"`;
  return Number(row?.folded ?? 0n);
}

let pending: NodeJS.Timeout | null = null;

/**
 * Folds FOLD_DELAY_MS from now unless a fold is already due: a burst of bookings costs one
 * fold a second, whatever the rate. A failed fold is logged; its tallies wait for the next.
 */
export function scheduleBookingCountFold(): void {
  if (pending) return;
  pending = setTimeout(() => {
    pending = null;
    foldBookingCounts().catch((error: unknown) => {
      console.error(
        "[bookings] booking count fold failed:",
        error instanceof Error ? error.message : error,
      );
    });
  }, FOLD_DELAY_MS);
  // A due fold never keeps a process alive: the sweep or the next booking folds its tallies.
  pending.unref();
}
