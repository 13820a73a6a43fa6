// The admin navigation's count badges: work waiting in each queue. Three indexed COUNTs in one
// statement (Service and ServiceChange by status, ConversionRequest by status, DuplicatePayment by
// status), cheap enough to read every minute from every admin's browser.
import "server-only";
import type { AdminQueueCounts } from "@/lib/admin/queues";
import { db } from "@/lib/server/db/client";

export async function readQueueCounts(): Promise<AdminQueueCounts> {
  const [row] = await db().$queryRaw<
    { services: bigint; changes: bigint; conversions: bigint; payments: bigint }[]
  >`
    SELECT
      (SELECT COUNT(*) FROM "Service"
        WHERE "status" = 'pending' AND "deletedAt" IS NULL) AS services,
      (SELECT COUNT(*) FROM "ServiceChange" c JOIN "Service" s ON s."id" = c."serviceId"
        WHERE c."status" = 'pending' AND s."deletedAt" IS NULL) AS changes,
      (SELECT COUNT(*) FROM "ConversionRequest" WHERE "status" = 'pending') AS conversions,
      (SELECT COUNT(*) FROM "DuplicatePayment"
        WHERE "status" IN ('refund_pending', 'refund_failed')) AS payments`;
  return {
    services: Number(row?.services ?? 0n) + Number(row?.changes ?? 0n),
    conversions: Number(row?.conversions ?? 0n),
    payments: Number(row?.payments ?? 0n),
  };
}
