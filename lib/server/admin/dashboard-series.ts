// The admin dashboard's charts: per calendar day of the last 30 (in the region's time zone)
// sign-ups (users and organizations), top-ups (paid orders credited, and their coins with the
// bonus), bookings made, paid coins issued (out of the issuance account: bonus coins come from
// promotions) and coins redeemed (into the redemption account: a conversion's fee goes to
// revenue). One statement of grouped aggregates, each served by a createdAt index.
import "server-only";
import type { DashboardDay } from "@/lib/schemas/admin-dashboard";
import { lastDays, startOfZonedDay } from "@/lib/dashboard/calendar";
import { db } from "@/lib/server/db/client";
import { PLATFORM_ACCOUNT } from "@/lib/server/ledger/types";

const SERIES_DAYS = 30;

type Measure = "signups" | "topUps" | "topUpCoins" | "bookings" | "issued" | "redeemed";

export async function readDashboardSeries(now: Date, timeZone: string): Promise<DashboardDay[]> {
  const { days, from } = lastDays(now, timeZone, SERIES_DAYS);
  const since = from.toISOString();
  const until = now.toISOString();
  // Where each day begins, as stored timestamps (UTC wall-clock time): a row's day is found by
  // width_bucket among them, cheaper than converting every row's time into the zone.
  const starts = days.map((key) => {
    const [year = 0, month = 1, day = 1] = key.split("-").map(Number);
    return startOfZonedDay({ year, month, day }, timeZone).toISOString();
  });
  const rows = await db().$queryRaw<{ measure: Measure; bucket: number; value: bigint }[]>`
    WITH signups AS (
      SELECT width_bucket("createdAt", ${starts}::timestamp[]) AS day, COUNT(*) AS n
      FROM "User"
      WHERE "role" <> 'admin' AND "createdAt" >= ${since}::timestamp AND "createdAt" <= ${until}::timestamp
      GROUP BY 1
    ), bookings AS (
      SELECT width_bucket("createdAt", ${starts}::timestamp[]) AS day, COUNT(*) AS n
      FROM "Booking"
      WHERE "createdAt" >= ${since}::timestamp AND "createdAt" <= ${until}::timestamp
      GROUP BY 1
    ), issued AS (
      -- A top-up's coins: the paid ones out of issuance, its bonus out of promotions (the
      -- migration's one reclassification between the two is no top-up).
      SELECT width_bucket("createdAt", ${starts}::timestamp[]) AS day,
        COUNT(*) FILTER (WHERE "kind" = 'topup') AS topups,
        COALESCE(SUM("amount") FILTER (WHERE "kind" IN ('topup', 'topup_bonus')), 0) AS topup_coins,
        COALESCE(SUM("amount") FILTER (WHERE "debitAccountId" = ${PLATFORM_ACCOUNT.issuance}), 0)
          AS coins
      FROM "LedgerTransfer"
      WHERE "debitAccountId" IN (${PLATFORM_ACCOUNT.issuance}, ${PLATFORM_ACCOUNT.promotions})
        AND "kind" <> 'bonus_reclassification'
        AND "createdAt" >= ${since}::timestamp AND "createdAt" <= ${until}::timestamp
      GROUP BY 1
    ), redeemed AS (
      SELECT width_bucket("createdAt", ${starts}::timestamp[]) AS day,
        SUM("amount") AS coins
      FROM "LedgerTransfer"
      WHERE "creditAccountId" = ${PLATFORM_ACCOUNT.redemption}
        AND "createdAt" >= ${since}::timestamp AND "createdAt" <= ${until}::timestamp
      GROUP BY 1
    ), measures AS (
      SELECT 'signups' AS measure, day, n AS value FROM signups
      UNION ALL SELECT 'bookings', day, n FROM bookings
      UNION ALL SELECT 'topUps', day, topups FROM issued
      UNION ALL SELECT 'topUpCoins', day, topup_coins FROM issued
      UNION ALL SELECT 'issued', day, coins FROM issued
      UNION ALL SELECT 'redeemed', day, coins FROM redeemed
    )
    SELECT measure, day AS bucket, value::bigint AS value FROM measures`;
  const series = new Map<string, DashboardDay>(
    days.map((date) => [
      date,
      { date, signups: 0, topUps: 0, topUpCoins: 0, bookings: 0, issued: 0, redeemed: 0 },
    ]),
  );
  for (const row of rows) {
    // Bucket 1 is the first day (width_bucket counts from 1).
    const day = series.get(days[row.bucket - 1] ?? "");
    if (day) day[row.measure] = Number(row.value);
  }
  return [...series.values()];
}
