// A user's top-up orders and the receipt of each paid one.
import "server-only";
import { fromMinor } from "@/lib/format/money-minor";
import { AppError } from "@/lib/errors/app-error";
import { formatRate } from "@/lib/economics/rates";
import type { PaymentRecord } from "@/lib/payments/payment-types";
import type { Page } from "@/lib/payments/wallet-entry";
import { db } from "@/lib/server/db/client";
import { NewestFirst } from "@/lib/server/db/cursor";

type OrderRow = Awaited<ReturnType<ReturnType<typeof db>["paymentOrder"]["findFirstOrThrow"]>>;

function toRecord(order: OrderRow): PaymentRecord {
  return {
    id: order.id,
    orderId: order.providerOrderId,
    paymentId: order.providerPaymentId,
    refundId: order.providerRefundId,
    provider: order.provider,
    amount: fromMinor(order.amountMinor, order.currency),
    currency: order.currency,
    rate: formatRate(Number(order.rateMicros)),
    coins: order.coins,
    bonus: order.bonusCoins,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
  };
}

const PAYMENTS = new NewestFirst("payments", "createdAt");

export async function listPayments(
  userId: string,
  options: {
    limit: number;
    cursor?: string;
    status?: "created" | "paid" | "failed" | "refund_pending" | "refunded";
  },
): Promise<Page<PaymentRecord>> {
  const rows = await db().paymentOrder.findMany({
    where: {
      AND: [
        { userId, ...(options.status ? { status: options.status } : {}) },
        ...PAYMENTS.after(options.cursor),
      ],
    },
    orderBy: PAYMENTS.orderBy,
    take: options.limit + 1,
  });
  return PAYMENTS.page(rows, options.limit, toRecord);
}

/** A paid (or refunded) top-up of this user, for its receipt. Anyone else's: 404. */
export async function getReceipt(userId: string, paymentOrderId: string): Promise<PaymentRecord> {
  const order = await db().paymentOrder.findFirst({ where: { id: paymentOrderId, userId } });
  if (!order || !order.paidAt) throw AppError.notFound("Receipt not found.");
  return toRecord(order);
}
