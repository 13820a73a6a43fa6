// Card disputes (chargebacks) on the admin's payments screen: every open one, soonest evidence
// deadline first (the admin answers it in the provider's dashboard by then), with its order, its
// payer, the coins held and, once lost, the debt; then the latest decided. Reads the
// (status, respondBy) index; the lists are short.
import "server-only";
import { fromMinor } from "@/lib/format/money-minor";
import type { Prisma } from "@/generated/prisma/client";
import type { AdminChargeback, PaymentsOverview } from "@/lib/schemas/admin-payments";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";

const OPEN_CHARGEBACKS = 50;
const DECIDED_CHARGEBACKS = 5;

const CHARGEBACK_INCLUDE = {
  paymentOrder: {
    select: {
      id: true,
      providerOrderId: true,
      providerPaymentId: true,
      coins: true,
      bonusCoins: true,
      currency: true,
      user: { select: { id: true, name: true, email: true } },
    },
  },
} as const satisfies Prisma.ChargebackInclude;

type ChargebackRow = Prisma.ChargebackGetPayload<{ include: typeof CHARGEBACK_INCLUDE }>;

/** What each payer's wallet owes now (its debt account: minus what it owes), by user id. */
async function debtsOf(tx: Tx, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const accounts = await tx.ledgerAccount.findMany({
    where: { kind: "wallet_debt", userId: { in: [...new Set(userIds)] } },
    select: { userId: true, balance: true },
  });
  return new Map(accounts.map((account) => [account.userId ?? "", Number(-account.balance)]));
}

function toAdminChargeback(row: ChargebackRow, debts: Map<string, number>): AdminChargeback {
  const order = row.paymentOrder;
  return {
    id: row.id,
    providerDisputeId: row.providerDisputeId,
    status: row.status,
    phase: row.phase,
    reasonCode: row.reasonCode,
    respondBy: row.respondBy?.toISOString() ?? null,
    amount: fromMinor(row.amountMinor, order.currency),
    amountMinor: row.amountMinor,
    currency: order.currency,
    order: {
      id: order.id,
      providerOrderId: order.providerOrderId,
      providerPaymentId: order.providerPaymentId,
      coins: order.coins + order.bonusCoins,
    },
    payer: order.user,
    heldCoins: row.heldCoins,
    debtCoins: row.debtCoins,
    payerDebtCoins: debts.get(order.user.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

async function views(tx: Tx, rows: ChargebackRow[]): Promise<AdminChargeback[]> {
  const debts = await debtsOf(
    tx,
    rows.map((row) => row.paymentOrder.user.id),
  );
  return rows.map((row) => toAdminChargeback(row, debts));
}

/** One chargeback as the admin sees it (after a test-mode chargeback was raised). */
export async function adminChargeback(tx: Tx, providerDisputeId: string): Promise<AdminChargeback> {
  const row = await tx.chargeback.findUniqueOrThrow({
    where: { providerDisputeId },
    include: CHARGEBACK_INCLUDE,
  });
  const [view] = await views(tx, [row]);
  if (!view) throw new Error(`no view of chargeback ${providerDisputeId}`);
  return view;
}

export async function chargebacksOverview(): Promise<PaymentsOverview["chargebacks"]> {
  const [open, openRows, decidedRows, owed] = await Promise.all([
    db().chargeback.count({ where: { status: "open" } }),
    db().chargeback.findMany({
      where: { status: "open" },
      include: CHARGEBACK_INCLUDE,
      orderBy: [{ respondBy: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }],
      take: OPEN_CHARGEBACKS,
    }),
    db().chargeback.findMany({
      where: { status: { in: ["won", "lost"] } },
      include: CHARGEBACK_INCLUDE,
      orderBy: [{ decidedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      take: DECIDED_CHARGEBACKS,
    }),
    db().ledgerAccount.aggregate({ where: { kind: "wallet_debt" }, _sum: { balance: true } }),
  ]);
  return {
    open,
    owedCoins: Number(-(owed._sum.balance ?? 0n)),
    items: await views(db(), [...openRows, ...decidedRows]),
  };
}
