// Service.bookingCount, the number of a service's bookings not cancelled, without a hot row: a
// booking appends a ServiceBookingTally row of +1 in its own transaction and its cancellation one
// of -1 (inserts, which lock nothing another booking needs), and the fold below adds the tallies
// to their services' counts. Each app server folds about a second after its bookings and
// cancellations, and its expiry sweep folds too (tallies left by a server that stopped), so
// listings, the service page and the catalogue's popularity order are right within seconds.
import "server-only";
import { errorText, logger } from "@/lib/server/observability/logger";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";

/** How long after a booking its server folds the count (bookings in between share the fold). */
export const FOLD_DELAY_MS = 1000;

/** Appends a cancelled booking's -1, in the cancellation's transaction. */
export async function tallyCancellation(
  tx: Tx,
  booking: { id: string; serviceId: string },
): Promise<void> {
  await tx.serviceBookingTally.create({
    data: { bookingId: booking.id, serviceId: booking.serviceId, delta: -1 },
  });
}

/**
 * Adds every committed tally to its service's bookingCount and deletes it, in one statement.
 * Two folds at once never count a tally twice: the second waits on the rows the first deletes
 * and then finds them gone. A tally committed after the statement began waits for the next
 * fold. A cancellation's -1 is committed after its booking's +1, so a fold that sees the -1 sees
 * the +1 too (or it was folded before): a count never dips below its bookings. A service whose
 * tallies cancel out (booked and cancelled) is not written at all. Returns the number of tallies
 * folded.
 */
export async function foldBookingCounts(client: Tx = db()): Promise<number> {
  const [row] = await client.$queryRaw<{ folded: bigint }[]>`
    WITH "folded" AS (
      DELETE FROM "ServiceBookingTally" RETURNING "serviceId", "delta"
    ), "perService" AS (
      SELECT "serviceId", sum("delta")::int AS "change" FROM "folded" GROUP BY "serviceId"
    ), "counted" AS (
      UPDATE "Service" s SET "bookingCount" = s."bookingCount" + p."change"
      FROM "perService" p WHERE s."id" = p."serviceId" AND p."change" <> 0
    )
    SELECT count(*)::bigint AS "folded" FROM "folded"`;
  return Number(row?.folded ?? 0n);
}

let pending: NodeJS.Timeout | null = null;

/**
 * Folds FOLD_DELAY_MS from now unless a fold is already due: a burst of bookings and
 * cancellations costs one fold a second, whatever the rate. A failed fold is logged; its tallies wait for the next.
 */
export function scheduleBookingCountFold(): void {
  if (pending) return;
  pending = setTimeout(() => {
    pending = null;
    foldBookingCounts().catch((error: unknown) => {
      logger.error({ job: "bookings.count-fold", error: errorText(error) }, "job failed");
    });
  }, FOLD_DELAY_MS);
  // A due fold never keeps a process alive: the sweep or the next booking folds its tallies.
  pending.unref();
}
