// An organization's earnings over time and its convertible balance: the dashboard's chart and the
// header's coin chip. Earnings are the booking_complete credits to its earnings account (coins of
// delivered bookings), per calendar day in the caller's region's time zone.
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { EarningsSeries } from "@/lib/api/schemas/org-dashboard";
import { lastDays } from "@/lib/dashboard/calendar";
import { balanceOf } from "@/lib/server/ledger/accounts";
import { db } from "@/lib/server/db/client";
import { organizationIdOf } from "@/lib/server/org-services/manage-services";
import { EARNINGS_RANGE_DAYS, type EarningsRange } from "@/lib/validations/org-dashboard";
import type { DashboardClock } from "./org-dashboard";

export async function getOrgEarnings(
  user: SessionUser,
  range: EarningsRange,
  { timeZone, now = new Date() }: DashboardClock,
): Promise<EarningsSeries> {
  organizationIdOf(user);
  const { days, from } = lastDays(now, timeZone, EARNINGS_RANGE_DAYS[range]);
  // Stored timestamps are UTC wall-clock time: read as UTC, then as the zone's calendar day.
  const rows = await db().$queryRaw<{ day: string; coins: bigint }[]>`
    SELECT to_char((t."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day,
      SUM(t."amount")::bigint AS coins
    FROM "LedgerTransfer" t
    WHERE t."creditAccountId" = (
        SELECT "id" FROM "LedgerAccount" WHERE "kind" = 'org_earnings' AND "userId" = ${user.id})
      AND t."kind" = 'booking_complete'
      AND t."createdAt" >= ${from.toISOString()}::timestamp
      AND t."createdAt" <= ${now.toISOString()}::timestamp
    GROUP BY 1`;
  const byDay = new Map(rows.map((row) => [row.day, Number(row.coins)]));
  const series = days.map((date) => ({ date, coins: byDay.get(date) ?? 0 }));
  return {
    range,
    timeZone,
    days: series,
    total: series.reduce((sum, day) => sum + day.coins, 0),
  };
}

/** Coins the organization can convert now: its earnings account's balance. */
export async function getEarningsBalance(user: SessionUser): Promise<{ balance: number }> {
  return { balance: await balanceOf(db(), "org_earnings", user.id) };
}
