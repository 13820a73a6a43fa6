// The top-up a dispute is about, found by the provider's payment id and locked until the
// transaction ends: every event of every chargeback of one order (and its credit or refund,
// which lock the same row) happens one at a time, whatever order the deliveries race in.
import "server-only";
import type { Currency } from "@/lib/money/currencies";
import type { ChargebackOwed } from "@/lib/server/ledger/protection-flows";
import type { Tx } from "@/lib/server/ledger/types";
import { owedBy, type DisputedAmount } from "./owed";

export interface DisputedOrder {
  id: string;
  userId: string;
  status: string;
  providerOrderId: string;
  providerPaymentId: string;
  amountMinor: number;
  currency: Currency;
  coins: number;
  bonusCoins: number;
}

export async function lockDisputedOrder(
  tx: Tx,
  providerPaymentId: string,
): Promise<DisputedOrder | null> {
  const [order] = await tx.$queryRaw<DisputedOrder[]>`
    SELECT "id", "userId", "status"::text AS "status", "providerOrderId", "providerPaymentId",
           "amountMinor", "currency"::text AS "currency", "coins", "bonusCoins"
    FROM "PaymentOrder" WHERE "providerPaymentId" = ${providerPaymentId} FOR NO KEY UPDATE`;
  return order ?? null;
}

/** A chargeback as the owed sum reads it: when it opened (its place in line) and its amount. */
interface Disputed {
  id: string;
  createdAt: Date;
  amountMinor: number;
}

const before = (a: Disputed, b: Disputed) =>
  a.createdAt < b.createdAt || (a.createdAt.getTime() === b.createdAt.getTime() && a.id < b.id);

/**
 * What a chargeback of the order owes (owed.ts): its share of the top-up, less what the order's
 * chargebacks opened before it and not won owe. `self` is null for one not recorded yet (it
 * comes after all of them). Stored amounts are in the order's currency (handle-dispute.ts).
 */
export async function owedOf(
  tx: Tx,
  params: { order: DisputedOrder; self: Disputed | null; dispute: DisputedAmount },
): Promise<ChargebackOwed> {
  const { order, self, dispute } = params;
  const others = await tx.chargeback.findMany({
    where: {
      paymentOrderId: order.id,
      status: { not: "won" },
      ...(self ? { id: { not: self.id } } : {}),
    },
    select: { id: true, createdAt: true, amountMinor: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const earlier: ChargebackOwed[] = [];
  for (const other of others) {
    if (self && !before(other, self)) continue;
    earlier.push(owedBy(order, { amountMinor: other.amountMinor, currency: null }, earlier));
  }
  return owedBy(order, dispute, earlier);
}
