// Earnings that clear: a completed booking pays its organization into a clearing account, with an
// EarningsClearance row saying when the coins clear (PlatformSettings' clearingDays after
// completion). The periodic sweep calls clearDueEarnings: each due row, in its own transaction,
// is locked while still uncleared, its coins move to the organization's earnings (clearEarnings,
// keyed by the booking) and it is marked cleared, so however many sweeps run at once each row
// clears once. Until then the coins show as clearing, and a conversion cannot hold them.
import "server-only";
import { requestActor } from "@/lib/server/audit/audit-actor";
import { db } from "@/lib/server/db/client";
import { clearEarnings } from "@/lib/server/ledger/protection-flows";
import { errorText, logger } from "@/lib/server/observability/logger";

/** Rows cleared per sweep at most; the rest wait for the next one. */
const CLEARING_BATCH = 200;

/** Clears one due row if it still is uncleared; false when another sweep has (or holds) it. */
async function clearOne(bookingId: string, now: Date): Promise<boolean> {
  return db().$transaction(async (tx) => {
    // SKIP LOCKED: a row another sweep is clearing is its to finish; it is gone from here after.
    const [row] = await tx.$queryRaw<{ coins: number; userId: string }[]>`
      SELECT e."coins", o."userId"
      FROM "EarningsClearance" e JOIN "OrganizationProfile" o ON o."id" = e."organizationId"
      WHERE e."bookingId" = ${bookingId} AND e."clearedAt" IS NULL
      FOR UPDATE OF e SKIP LOCKED`;
    if (!row) return false;
    await clearEarnings(tx, {
      clearance: { bookingId, coins: row.coins },
      organizationUserId: row.userId,
      actor: requestActor(),
    });
    await tx.earningsClearance.update({ where: { bookingId }, data: { clearedAt: now } });
    return true;
  });
}

/**
 * Clears the earnings due by `now`, soonest first, up to CLEARING_BATCH; returns how many rows
 * this call cleared. A row that fails is logged and left for the next sweep.
 */
export async function clearDueEarnings(now = new Date()): Promise<number> {
  const due = await db().earningsClearance.findMany({
    where: { clearedAt: null, clearsAt: { lte: now } },
    orderBy: { clearsAt: "asc" },
    take: CLEARING_BATCH,
    select: { bookingId: true },
  });
  let cleared = 0;
  for (const { bookingId } of due) {
    try {
      if (await clearOne(bookingId, now)) cleared += 1;
    } catch (error) {
      logger.error({ bookingId, error: errorText(error) }, "earnings not cleared");
    }
  }
  return cleared;
}
