// Coins as a top-up gives them, for benchmarks and test fixtures: a paid (simulated) order,
// credited through the ledger's creditTopUp flow in the caller's transaction.
import { SYSTEM_ACTOR } from "@/lib/server/audit/audit-actor";
import { toMinor } from "@/lib/format/money-minor";
import type { Tx } from "@/lib/server/ledger/types";
import { creditTopUp } from "@/lib/server/ledger/flows";

/** `reference` makes the order's provider ids unique (one order per reference). */
export async function creditPaidTopUp(
  tx: Tx,
  userId: string,
  coins: number,
  reference: string,
  /** When it was ordered and paid (a list's fixtures place rows in time); now by default. */
  at: Date = new Date(),
): Promise<{ orderId: string; transferId: string }> {
  const order = await tx.paymentOrder.create({
    data: {
      userId,
      provider: "simulated",
      providerOrderId: `order_${reference}`,
      providerPaymentId: `pay_${reference}`,
      amountMinor: toMinor(coins, "INR"),
      currency: "INR",
      coins,
      status: "paid",
      paidAt: at,
      expiresAt: at,
      createdAt: at,
    },
  });
  const { transferId } = await creditTopUp(tx, { order, at, actor: SYSTEM_ACTOR });
  return { orderId: order.id, transferId };
}
