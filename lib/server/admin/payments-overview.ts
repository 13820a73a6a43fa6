// The top of the admin's payments screen: the latest refunds, payers charged twice (their second
// payment, its refund's state), card disputes (payments-chargebacks.ts), and the ledger's health. Counts read the (status, createdAt)
// indexes; the lists are short.
import "server-only";
import { fromMinor } from "@/lib/format/money-minor";
import type { DuplicatePaymentStatus } from "@/generated/prisma/client";
import type { DoubleCharge, PaymentsOverview } from "@/lib/schemas/admin-payments";
import { db } from "@/lib/server/db/client";
import { paymentsInTestMode } from "@/lib/server/payments/providers";
import { ledgerHealth } from "./ledger-health";
import { chargebacksOverview } from "./payments-chargebacks";
import { PAYMENT_ROW_INCLUDE, toAdminPayment, walletsOf } from "./payments-list";

const LATEST_REFUNDS = 10;
/** Open double charges are all shown up to this; refunded ones only the latest few. */
const OPEN_DOUBLE_CHARGES = 50;
const SETTLED_DOUBLE_CHARGES = 5;

const OPEN_STATES: DuplicatePaymentStatus[] = ["refund_pending", "refund_failed"];

const DOUBLE_CHARGE_INCLUDE = {
  paymentOrder: {
    select: {
      id: true,
      providerOrderId: true,
      user: { select: { id: true, name: true, email: true } },
    },
  },
} as const;

async function refunds(): Promise<PaymentsOverview["refunds"]> {
  const [pending, refunded, latest] = await Promise.all([
    db().paymentOrder.count({ where: { status: "refund_pending" } }),
    db().paymentOrder.count({ where: { status: "refunded" } }),
    db().paymentOrder.findMany({
      where: { status: { in: ["refund_pending", "refunded"] } },
      include: PAYMENT_ROW_INCLUDE,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: LATEST_REFUNDS,
    }),
  ]);
  const wallets = await walletsOf(latest.map((row) => row.userId));
  return {
    pending,
    refunded,
    latest: latest.map((row) => toAdminPayment(row, wallets.get(row.userId) ?? 0)),
  };
}

async function doubleCharges(): Promise<PaymentsOverview["doubleCharges"]> {
  const [open, openRows, settledRows] = await Promise.all([
    db().duplicatePayment.count({ where: { status: { in: OPEN_STATES } } }),
    db().duplicatePayment.findMany({
      where: { status: { in: OPEN_STATES } },
      include: DOUBLE_CHARGE_INCLUDE,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: OPEN_DOUBLE_CHARGES,
    }),
    db().duplicatePayment.findMany({
      where: { status: "refunded" },
      include: DOUBLE_CHARGE_INCLUDE,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: SETTLED_DOUBLE_CHARGES,
    }),
  ]);
  const items = [...openRows, ...settledRows].map((row): DoubleCharge => ({
    id: row.id,
    orderId: row.paymentOrder.id,
    providerOrderId: row.paymentOrder.providerOrderId,
    providerPaymentId: row.providerPaymentId,
    reason: row.reason,
    payer: row.paymentOrder.user,
    amount: fromMinor(row.amountMinor, row.currency),
    currency: row.currency,
    state: row.status,
    failureReason: row.failureReason,
    providerRefundId: row.providerRefundId,
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  }));
  return { open, items };
}

export async function paymentsOverview(): Promise<PaymentsOverview> {
  const [refundList, doubles, chargebacks, ledger] = await Promise.all([
    refunds(),
    doubleCharges(),
    chargebacksOverview(),
    ledgerHealth(),
  ]);
  return {
    refunds: refundList,
    doubleCharges: doubles,
    chargebacks,
    testMode: paymentsInTestMode(),
    ledger,
  };
}
