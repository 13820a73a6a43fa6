// The admin navigation's count badges: work waiting in each queue. Indexed COUNTs in one
// statement (Service and ServiceChange by status, ConversionRequest by status, DuplicatePayment and
// Chargeback by status, Dispute by status), cheap enough to read every minute from every admin's
// browser. Conversions count the requests to decide and the payouts an admin must record (sent
// outside the product or in test mode); payments, the double charges to refund and the open
// chargebacks to answer.
import "server-only";
import type { AdminQueueCounts } from "@/lib/admin/queues";
import { db } from "@/lib/server/db/client";

export async function readQueueCounts(): Promise<AdminQueueCounts> {
  const [row] = await db().$queryRaw<
    { services: bigint; changes: bigint; conversions: bigint; payments: bigint; disputes: bigint }[]
  >`
    SELECT
      (SELECT COUNT(*) FROM "Service"
        WHERE "status" = 'pending' AND "deletedAt" IS NULL) AS services,
      (SELECT COUNT(*) FROM "ServiceChange" c JOIN "Service" s ON s."id" = c."serviceId"
        WHERE c."status" = 'pending' AND s."deletedAt" IS NULL) AS changes,
      (SELECT COUNT(*) FROM "ConversionRequest" WHERE "status" = 'pending'
        OR ("status" = 'processing' AND "payoutProvider" IN ('test', 'manual'))) AS conversions,
      (SELECT COUNT(*) FROM "DuplicatePayment"
        WHERE "status" IN ('refund_pending', 'refund_failed'))
        + (SELECT COUNT(*) FROM "Chargeback" WHERE "status" = 'open') AS payments,
      (SELECT COUNT(*) FROM "Dispute" WHERE "status" = 'awaiting_admin') AS disputes`;
  return {
    services: Number(row?.services ?? 0n) + Number(row?.changes ?? 0n),
    conversions: Number(row?.conversions ?? 0n),
    payments: Number(row?.payments ?? 0n),
    disputes: Number(row?.disputes ?? 0n),
  };
}
