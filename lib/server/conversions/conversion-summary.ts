// An organization's conversion figures: what it can convert now and what its pending requests hold.
import "server-only";
import type { ConversionSummary } from "@/lib/schemas/conversions";
import type { Tx } from "@/lib/server/ledger/types";

/**
 * Read with the caller's client: inside a request's transaction the figures are the ones its own
 * change left, not a later reading.
 */
export async function conversionSummary(
  tx: Tx,
  organization: { id: string; userId: string },
): Promise<ConversionSummary> {
  // One statement (one round trip): the earnings balance (0 before the first earning) and the
  // pending requests' sum and count.
  const [row] = await tx.$queryRaw<{ available: bigint; pending: bigint; pendingCount: bigint }[]>`
    SELECT coalesce((SELECT "balance" FROM "LedgerAccount"
             WHERE "kind" = 'org_earnings' AND "userId" = ${organization.userId}), 0)::bigint
             AS "available",
           coalesce(sum("amount"), 0)::bigint AS "pending", count(*)::bigint AS "pendingCount"
    FROM "ConversionRequest"
    WHERE "organizationId" = ${organization.id} AND "status" = 'pending'`;
  return {
    available: Number(row?.available ?? 0n),
    pending: Number(row?.pending ?? 0n),
    pendingCount: Number(row?.pendingCount ?? 0n),
  };
}
