// An admin refunds a top-up whose coins are still in the wallet. Two steps around the provider
// call, so money and coins never both leave or both stay:
//   1. in one transaction: lock the order, take the coins back from the wallet (refused if they
//      were spent), mark it refund_pending;
//   2. ask the provider to refund; on success mark it refunded, on failure give the coins back
//      (a reversal transfer) and mark it paid again.
import "server-only";
import { requestActor } from "@/lib/server/audit/audit-actor";
import { errorText, logger } from "@/lib/server/observability/logger";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { refundTopUpCoins, reverseTopUpRefund } from "@/lib/server/ledger/flows";
import { InsufficientFundsError } from "@/lib/server/ledger/transfer";
import type { Tx } from "@/lib/server/ledger/types";
import { lockOrder } from "./lock-order";
import { paymentProvider } from "./providers";
import { notifyTopUp } from "./payment-notifications";

export const COINS_ALREADY_SPENT =
  "The coins of this top-up have already been spent, so it cannot be refunded.";
export const REFUND_REFUSED = "The payment provider refused the refund. No coins were taken.";
export const TOP_UP_DISPUTED =
  "This top-up's card payment is disputed (a chargeback): the card's bank decides what goes back, so it cannot be refunded as well.";

export const UNKNOWN_ORDER =
  "No top-up order has this id. Send the order's id (`id` in the admin's payments list) or the provider's order id.";

export interface RefundResult {
  /** Our id of the order. */
  orderId: string;
  providerOrderId: string;
  status: "refunded";
  refundId: string;
  coinsRemoved: number;
}

/**
 * The provider's order id of the order `orderId` names: our id, or the provider's order id that
 * callers sent before ours was accepted. The two never look alike (ours a UUID or cuid, the
 * provider's "order_..."); were one string both, our id would win.
 */
async function providerOrderIdOf(tx: Tx, orderId: string): Promise<string | null> {
  const found = await tx.paymentOrder.findMany({
    where: { OR: [{ id: orderId }, { providerOrderId: orderId }] },
    select: { id: true, providerOrderId: true },
    take: 2,
  });
  return (found.find((order) => order.id === orderId) ?? found[0])?.providerOrderId ?? null;
}

/** Refunds the top-up `orderId` names: our order id, or the provider's order id. */
export async function refundTopUp(
  admin: Caller,
  orderId: string,
  ip?: string,
): Promise<RefundResult> {
  const attempt = randomUUID();
  const order = await db().$transaction(async (tx) => {
    const providerOrderId = await providerOrderIdOf(tx, orderId);
    const locked = providerOrderId ? await lockOrder(tx, providerOrderId) : null;
    if (!providerOrderId || !locked) throw AppError.notFound(UNKNOWN_ORDER);
    if (locked.status === "refunded" || locked.status === "refund_pending") {
      throw AppError.conflict("This top-up has already been refunded.");
    }
    if (locked.status !== "paid" || !locked.providerPaymentId) {
      throw AppError.conflict("Only a paid top-up can be refunded.");
    }
    // A chargeback opens and is decided under this same row lock, so none can slip in between.
    const disputed = await tx.chargeback.count({
      where: { paymentOrderId: locked.id, status: { in: ["open", "lost"] } },
    });
    if (disputed > 0) throw AppError.conflict(TOP_UP_DISPUTED);
    const total = locked.coins + locked.bonusCoins;
    try {
      await refundTopUpCoins(tx, { order: locked, attempt, actor: requestActor() });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw AppError.conflict(COINS_ALREADY_SPENT);
      throw error;
    }
    await tx.paymentOrder.update({ where: { id: locked.id }, data: { status: "refund_pending" } });
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "payment.refund_requested",
      entityType: "payment_order",
      entityId: locked.id,
      data: { coins: total, amountMinor: locked.amountMinor, currency: locked.currency },
      ip,
    });
    return { ...locked, providerOrderId, total, paymentId: locked.providerPaymentId };
  });

  let refundId: string;
  try {
    refundId = (
      await paymentProvider().refund(order.paymentId, order.amountMinor, {
        paymentOrderId: order.id,
      })
    ).id;
  } catch (error) {
    logger.error({ orderId: order.id, error: errorText(error) }, "refund refused by the provider");
    await db().$transaction(async (tx) => {
      await reverseTopUpRefund(tx, { order, attempt, actor: requestActor() });
      await tx.paymentOrder.update({ where: { id: order.id }, data: { status: "paid" } });
      await recordAudit(tx, {
        actorId: admin.user.id,
        action: "payment.refund_failed",
        entityType: "payment_order",
        entityId: order.id,
        ip,
      });
    });
    throw new AppError("bad_gateway", REFUND_REFUSED);
  }
  await db().$transaction(async (tx) => {
    await tx.paymentOrder.update({
      where: { id: order.id },
      data: { status: "refunded", providerRefundId: refundId, refundedAt: new Date() },
    });
    await notifyTopUp(tx, { order, coins: order.total, step: "refunded" });
  });
  return {
    orderId: order.id,
    providerOrderId: order.providerOrderId,
    status: "refunded",
    refundId,
    coinsRemoved: order.total,
  };
}
