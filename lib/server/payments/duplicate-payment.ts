// A captured payment that is not credited: a second payment for an order another payment already
// paid (a payer who paid twice, two tabs, a retried checkout), or a payment for an order whose
// price expired and would buy fewer coins now (order-price.ts). Its coins are never credited; it
// is recorded in the crediting transaction, then refunded through the provider once that
// transaction has committed. A refund that fails stays "refund_failed" and is listed in the
// admin's health report, as is one still pending (say the server stopped between the two steps):
// a charge without coins never goes unnoticed.
import "server-only";
import { logger } from "@/lib/server/observability/logger";
import type { Currency } from "@/lib/money/currencies";
import type { UncreditedReason } from "@/generated/prisma/client";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";
import type { LockedOrder } from "./lock-order";
import { notifyRefundFailed } from "./payment-notifications";
import { paymentProvider } from "./providers";

export interface SecondPayment {
  providerPaymentId: string;
  /** What the provider reports, else the order's own amount (the provider fixes it per order). */
  amountMinor?: number;
}

/** Records the payment; its id when recorded now, null when it had been before. */
export async function recordDuplicatePayment(
  tx: Tx,
  params: { order: LockedOrder; payment: SecondPayment; reason?: UncreditedReason },
): Promise<string | null> {
  const { order, payment, reason = "second_payment" } = params;
  const id = randomUUID();
  const { count } = await tx.duplicatePayment.createMany({
    data: {
      id,
      paymentOrderId: order.id,
      providerPaymentId: payment.providerPaymentId,
      amountMinor: payment.amountMinor ?? order.amountMinor,
      currency: order.currency,
      reason,
    },
    skipDuplicates: true,
  });
  if (count === 0) return null;
  if (reason === "second_payment") {
    logger.error(
      {
        orderId: order.id,
        paidBy: order.providerPaymentId,
        secondPayment: payment.providerPaymentId,
      },
      "order paid twice; refunding the second payment",
    );
  } else {
    logger.warn(
      { orderId: order.id, payment: payment.providerPaymentId },
      "order paid after its price expired; refunding the payment",
    );
  }
  return id;
}

/** Asks the provider to refund a recorded second payment; the outcome is kept on its row. */
export async function refundDuplicatePayment(id: string): Promise<void> {
  const row = await db().duplicatePayment.findUniqueOrThrow({ where: { id } });
  try {
    const refund = await paymentProvider().refund(row.providerPaymentId, row.amountMinor, {
      paymentOrderId: row.paymentOrderId,
      reason: row.reason === "second_payment" ? "duplicate_payment" : "expired_order",
    });
    await db().duplicatePayment.update({
      where: { id },
      data: { status: "refunded", providerRefundId: refund.id, refundedAt: new Date() },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error(
      { secondPayment: row.providerPaymentId, error: reason },
      "refund of a second payment failed",
    );
    await db().$transaction(async (tx) => {
      const failed = await tx.duplicatePayment.update({
        where: { id },
        data: { status: "refund_failed", failureReason: reason.slice(0, 300) },
        select: { paymentOrder: { select: { providerOrderId: true } } },
      });
      // A charge without coins: an admin refunds it by hand.
      await notifyRefundFailed(tx, {
        payment: { amountMinor: row.amountMinor, currency: row.currency },
        providerOrderId: failed.paymentOrder.providerOrderId,
      });
    });
  }
}

export interface OpenDuplicatePayment {
  /** The provider's order and payment ids, as the provider's dashboard shows them. */
  orderId: string;
  paymentId: string;
  reason: UncreditedReason;
  amountMinor: number;
  currency: Currency;
  status: "refund_pending" | "refund_failed";
  failureReason: string | null;
  createdAt: string;
}

/** Second payments not refunded yet, oldest first: what an admin must look at. */
export async function openDuplicatePayments(): Promise<{
  open: number;
  items: OpenDuplicatePayment[];
}> {
  const rows = await db().duplicatePayment.findMany({
    where: { status: { in: ["refund_pending", "refund_failed"] } },
    orderBy: { createdAt: "asc" },
    take: 50,
    include: { paymentOrder: { select: { providerOrderId: true } } },
  });
  const open = await db().duplicatePayment.count({
    where: { status: { in: ["refund_pending", "refund_failed"] } },
  });
  return {
    open,
    items: rows.map((row) => ({
      orderId: row.paymentOrder.providerOrderId,
      paymentId: row.providerPaymentId,
      reason: row.reason,
      amountMinor: row.amountMinor,
      currency: row.currency,
      status: row.status === "refund_failed" ? "refund_failed" : "refund_pending",
      failureReason: row.failureReason,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
