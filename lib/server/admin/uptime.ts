// The platform's uptime from the recorded health checks (see uptime-window.ts for how it is
// counted): two indexed reads, the first check and the distinct healthy minutes since the window
// began, whatever the number of servers recording.
import "server-only";
import { db } from "@/lib/server/db/client";
import { computeUptime, uptimeWindowStart, type UptimeReport } from "./uptime-window";

/** Uptime now, or null when no health check has been recorded yet. */
export async function readUptime(now: Date = new Date()): Promise<UptimeReport | null> {
  const first = await db().healthSample.findFirst({
    where: { checkedAt: { lte: now } },
    orderBy: { checkedAt: "asc" },
    select: { checkedAt: true },
  });
  if (!first) return null;
  const start = uptimeWindowStart(now, first.checkedAt);
  const minuteStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  // Stored timestamps are UTC wall-clock time: instants are compared as their UTC text.
  const [row] = await db().$queryRaw<{ healthy: bigint; current: boolean }[]>`
    SELECT
      COUNT(DISTINCT date_trunc('minute', "checkedAt")) FILTER (WHERE "healthy") AS healthy,
      bool_or("checkedAt" >= ${minuteStart.toISOString()}::timestamp) AS current
    FROM "HealthSample"
    WHERE "checkedAt" >= ${start.toISOString()}::timestamp
      AND "checkedAt" <= ${now.toISOString()}::timestamp`;
  return computeUptime({
    now,
    start,
    healthyMinutes: Number(row?.healthy ?? 0n),
    checkedThisMinute: row?.current ?? false,
  });
}
