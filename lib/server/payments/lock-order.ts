// Reads a payment order and locks its row until the transaction ends: crediting and refunding
// of one order happen one at a time.
import "server-only";
import type { Currency } from "@/lib/money/currencies";
import type { Tx } from "@/lib/server/ledger/types";

export interface LockedOrder {
  id: string;
  userId: string;
  status: string;
  providerPaymentId: string | null;
  amountMinor: number;
  currency: Currency;
  coins: number;
  bonusCoins: number;
  packageId: string | null;
  /** Coins per unit it was priced at, in millionths. */
  rateMicros: bigint;
  expiresAt: Date;
}

export async function lockOrder(tx: Tx, providerOrderId: string): Promise<LockedOrder | null> {
  const [order] = await tx.$queryRaw<LockedOrder[]>`
    SELECT "id", "userId", "status"::text AS "status", "providerPaymentId", "amountMinor",
           "currency"::text AS "currency", "coins", "bonusCoins", "packageId", "rateMicros",
           "expiresAt"
    FROM "PaymentOrder" WHERE "providerOrderId" = ${providerOrderId} FOR NO KEY UPDATE`;
  return order ?? null;
}
