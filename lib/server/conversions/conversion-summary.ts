// An organization's conversion figures: what it can convert now, what is still clearing (and when
// it clears), and what its pending and processing requests hold.
import "server-only";
import type { ConversionSummary } from "@/lib/schemas/conversions";
import type { Tx } from "@/lib/server/ledger/types";

interface SummaryRow {
  available: bigint;
  pending: bigint;
  pendingCount: bigint;
  processing: bigint;
  processingCount: bigint;
  schedule: { coins: number; clearsAt: string }[];
}

/**
 * Read with the caller's client: inside a request's transaction the figures are the ones its own
 * change left, not a later reading. The clearing coins are grouped by the calendar day they clear
 * in `timeZone` (the viewer's), each day with the moment its last coins clear.
 */
export async function conversionSummary(
  tx: Tx,
  organization: { id: string; userId: string },
  timeZone = "UTC",
): Promise<ConversionSummary> {
  // One statement (one round trip): the earnings balance (0 before the first earning), the
  // pending and processing requests' sums and counts, and the uncleared earnings by day.
  const [row] = await tx.$queryRaw<SummaryRow[]>`
    SELECT coalesce((SELECT "balance" FROM "LedgerAccount"
             WHERE "kind" = 'org_earnings' AND "userId" = ${organization.userId}), 0)::bigint
             AS "available",
           coalesce(sum("amount") FILTER (WHERE "status" = 'pending'), 0)::bigint AS "pending",
           count(*) FILTER (WHERE "status" = 'pending')::bigint AS "pendingCount",
           coalesce(sum("amount") FILTER (WHERE "status" = 'processing'), 0)::bigint
             AS "processing",
           count(*) FILTER (WHERE "status" = 'processing')::bigint AS "processingCount",
           (SELECT coalesce(json_agg(json_build_object('coins', d."coins", 'clearsAt',
                      to_char(d."last", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY d."last"),
                    '[]'::json)
            FROM (SELECT sum(e."coins")::int AS "coins", max(e."clearsAt") AS "last"
                  FROM "EarningsClearance" e
                  WHERE e."organizationId" = ${organization.id} AND e."clearedAt" IS NULL
                  GROUP BY date_trunc('day', (e."clearsAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})
                 ) d) AS "schedule"
    FROM "ConversionRequest"
    WHERE "organizationId" = ${organization.id} AND "status" IN ('pending', 'processing')`;
  const schedule = row?.schedule ?? [];
  return {
    available: Number(row?.available ?? 0n),
    clearing: schedule.reduce((sum, day) => sum + day.coins, 0),
    clearingSchedule: schedule,
    pending: Number(row?.pending ?? 0n),
    pendingCount: Number(row?.pendingCount ?? 0n),
    processing: Number(row?.processing ?? 0n),
    processingCount: Number(row?.processingCount ?? 0n),
  };
}
