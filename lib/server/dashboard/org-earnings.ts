// An organization's earnings over time and its convertible balance: the dashboard's chart and the
// header's coin chip. Earnings are the booking_complete credits to its earnings or clearing
// account (coins of delivered bookings, net of the commission; clearing first when they must
// clear before they can be converted), per calendar day in the caller's region's time zone;
// beside them the commission, the booking_commission transfers out of its bookings' escrow. Each
// transfer counts on its own day (a booking's two are written in one transaction, moments apart).
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { EarningsBalance, EarningsSeries } from "@/lib/schemas/org-dashboard";
import { lastDays } from "@/lib/dashboard/calendar";
import { conversionSummary } from "@/lib/server/conversions/conversion-summary";
import { db } from "@/lib/server/db/client";
import { organizationIdOf } from "@/modules/services/server/manage-services";
import { EARNINGS_RANGE_DAYS, type EarningsRange } from "@/lib/validations/org-dashboard";
import type { DashboardClock } from "./org-dashboard";

export async function getOrgEarnings(
  user: SessionUser,
  range: EarningsRange,
  { timeZone, now = new Date() }: DashboardClock,
): Promise<EarningsSeries> {
  const organizationId = organizationIdOf(user);
  const { days, from } = lastDays(now, timeZone, EARNINGS_RANGE_DAYS[range]);
  const [since, until] = [from.toISOString(), now.toISOString()];
  // Stored timestamps are UTC wall-clock time: read as UTC, then as the zone's calendar day.
  const rows = await db().$queryRaw<{ day: string; coins: bigint; commission: bigint }[]>`
    SELECT to_char((m."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day,
      SUM(m."net")::bigint AS coins, SUM(m."commission")::bigint AS commission
    FROM (
      SELECT t."createdAt", t."amount" AS "net", 0 AS "commission" FROM "LedgerTransfer" t
      WHERE t."creditAccountId" IN (
          SELECT "id" FROM "LedgerAccount"
          WHERE "kind" IN ('org_earnings', 'org_clearing') AND "userId" = ${user.id})
        AND t."kind" = 'booking_complete'
        AND t."createdAt" >= ${since}::timestamp AND t."createdAt" <= ${until}::timestamp
      UNION ALL
      SELECT t."createdAt", 0, t."amount" FROM "LedgerTransfer" t
      JOIN "Booking" b ON b."id" = t."bookingId"
      WHERE b."organizationId" = ${organizationId}
        AND t."kind" = 'booking_commission'
        AND t."createdAt" >= ${since}::timestamp AND t."createdAt" <= ${until}::timestamp
    ) m
    GROUP BY 1`;
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const series = days.map((date) => {
    const row = byDay.get(date);
    return { date, coins: Number(row?.coins ?? 0), commission: Number(row?.commission ?? 0) };
  });
  const total = series.reduce((sum, day) => sum + day.coins, 0);
  const commission = series.reduce((sum, day) => sum + day.commission, 0);
  return { range, timeZone, days: series, total, commission, gross: total + commission };
}

/**
 * Coins the organization can convert now (its earnings account's balance), and those still
 * clearing with the days they clear in `timeZone`.
 */
export async function getEarningsBalance(
  user: SessionUser,
  timeZone = "UTC",
): Promise<EarningsBalance> {
  const summary = await conversionSummary(
    db(),
    { id: organizationIdOf(user), userId: user.id },
    timeZone,
  );
  return {
    balance: summary.available,
    clearing: summary.clearing,
    clearingSchedule: summary.clearingSchedule,
  };
}
