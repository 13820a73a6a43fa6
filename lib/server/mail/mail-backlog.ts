// The outbox as an operator reads it in the admin health: mail waiting to go out, the oldest of
// it, and mail given up on after every retry (its lastError says why; nothing retries it).
import "server-only";
import { db } from "@/lib/server/db/client";

export interface MailBacklog {
  pending: number;
  failed: number;
  oldestPendingAt: string | null;
}

export async function readMailBacklog(): Promise<MailBacklog> {
  const [row] = await db().$queryRaw<
    { pending: bigint; failed: bigint; oldestPendingAt: Date | null }[]
  >`
    SELECT
      COUNT(*) FILTER (WHERE "status" = 'pending') AS "pending",
      COUNT(*) FILTER (WHERE "status" = 'failed') AS "failed",
      MIN("createdAt") FILTER (WHERE "status" = 'pending') AS "oldestPendingAt"
    FROM "MailOutbox" WHERE "status" IN ('pending', 'failed')`;
  return {
    pending: Number(row?.pending ?? 0n),
    failed: Number(row?.failed ?? 0n),
    oldestPendingAt: row?.oldestPendingAt?.toISOString() ?? null,
  };
}
