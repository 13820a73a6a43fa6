// The admin dashboard's charts: per calendar day of the last 30 (in the region's time zone)
// sign-ups (users and organizations), top-ups (paid orders credited, and their coins), bookings
// made, coins issued (out of the issuance account) and coins redeemed (into the redemption
// account). One statement of grouped aggregates, each served by a createdAt index.
import "server-only";
import type { DashboardDay } from "@/lib/api/schemas/admin-dashboard";
import { lastDays } from "@/lib/dashboard/calendar";
import { db } from "@/lib/server/db/client";
import { PLATFORM_ACCOUNT } from "@/lib/server/ledger/types";

export const SERIES_DAYS = 30;

type Measure = "signups" | "topUps" | "topUpCoins" | "bookings" | "issued" | "redeemed";

export async function readDashboardSeries(now: Date, timeZone: string): Promise<DashboardDay[]> {
  const { days, from } = lastDays(now, timeZone, SERIES_DAYS);
  const since = from.toISOString();
  const until = now.toISOString();
  // Stored timestamps are UTC wall-clock time: read as UTC, then as the zone's calendar day.
  const rows = await db().$queryRaw<{ measure: Measure; day: string; value: bigint }[]>`
    WITH signups AS (
      SELECT "createdAt" AS at FROM "User"
      WHERE "role" <> 'admin' AND "createdAt" >= ${since}::timestamp AND "createdAt" <= ${until}::timestamp
    ), bookings AS (
      SELECT "createdAt" AS at FROM "Booking"
      WHERE "createdAt" >= ${since}::timestamp AND "createdAt" <= ${until}::timestamp
    ), issued AS (
      SELECT "createdAt" AS at, "amount", "kind" FROM "LedgerTransfer"
      WHERE "debitAccountId" = ${PLATFORM_ACCOUNT.issuance}
        AND "createdAt" >= ${since}::timestamp AND "createdAt" <= ${until}::timestamp
    ), redeemed AS (
      SELECT "createdAt" AS at, "amount" FROM "LedgerTransfer"
      WHERE "creditAccountId" = ${PLATFORM_ACCOUNT.redemption}
        AND "createdAt" >= ${since}::timestamp AND "createdAt" <= ${until}::timestamp
    ), events AS (
      SELECT 'signups' AS measure, at, 1::bigint AS value FROM signups
      UNION ALL SELECT 'bookings', at, 1 FROM bookings
      UNION ALL SELECT 'topUps', at, 1 FROM issued WHERE "kind" = 'topup'
      UNION ALL SELECT 'topUpCoins', at, "amount" FROM issued WHERE "kind" = 'topup'
      UNION ALL SELECT 'issued', at, "amount" FROM issued
      UNION ALL SELECT 'redeemed', at, "amount" FROM redeemed
    )
    SELECT measure,
      to_char((at AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day,
      SUM(value)::bigint AS value
    FROM events GROUP BY 1, 2`;
  const series = new Map<string, DashboardDay>(
    days.map((date) => [
      date,
      { date, signups: 0, topUps: 0, topUpCoins: 0, bookings: 0, issued: 0, redeemed: 0 },
    ]),
  );
  for (const row of rows) {
    const day = series.get(row.day);
    if (day) day[row.measure] = Number(row.value);
  }
  return [...series.values()];
}
