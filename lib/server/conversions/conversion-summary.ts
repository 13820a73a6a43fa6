// An organization's conversion figures: what it can convert now and what its pending requests hold.
import "server-only";
import type { ConversionSummary } from "@/lib/api/schemas/conversions";
import { balanceOf } from "@/lib/server/ledger/accounts";
import type { Tx } from "@/lib/server/ledger/types";

/**
 * Read with the caller's client: inside a request's transaction the figures are the ones its own
 * change left, not a later reading.
 */
export async function conversionSummary(
  tx: Tx,
  organization: { id: string; userId: string },
): Promise<ConversionSummary> {
  const [available, pending] = await Promise.all([
    balanceOf(tx, "org_earnings", organization.userId),
    tx.conversionRequest.aggregate({
      where: { organizationId: organization.id, status: "pending" },
      _sum: { amount: true },
      _count: { _all: true },
    }),
  ]);
  return {
    available,
    pending: pending._sum.amount ?? 0,
    pendingCount: pending._count._all,
  };
}
