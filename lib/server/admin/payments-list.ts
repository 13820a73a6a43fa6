// The admin's top-up orders, newest first, by status, searched by an order's id, its provider ids
// or its payer's email. Every way in uses an index: the ids are unique columns, the email search
// finds the accounts first (unique email, or the trigram index for a prefix), so the orders are
// read through (userId, createdAt), (status, createdAt) or (createdAt) however many there are.
import "server-only";
import { fromMinor } from "@/lib/format/money-minor";
import type { Prisma } from "@/generated/prisma/client";
import { formatRate } from "@/lib/economics/rates";
import type { AdminPayment } from "@/lib/schemas/admin-payments";
import type { Page } from "@/lib/payments/wallet-entry";
import { db } from "@/lib/server/db/client";
import { NewestFirst } from "@/lib/server/db/cursor";
import type { AdminPaymentsQuery } from "@/lib/validations/admin-payments";

/** The accounts an email prefix may stand for; a longer prefix narrows it. */
const PAYERS_PER_SEARCH = 100;
/** Below this a trigram index cannot help: shorter searches match whole emails only. */
const PREFIX_MIN = 3;

export const PAYMENT_ROW_INCLUDE = {
  user: { select: { id: true, name: true, email: true } },
  // The latest card dispute: most orders have none, and one is the rule when there is one.
  chargebacks: {
    select: { id: true, status: true, heldCoins: true, debtCoins: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 1,
  },
} as const satisfies Prisma.PaymentOrderInclude;

type OrderRow = Prisma.PaymentOrderGetPayload<{ include: typeof PAYMENT_ROW_INCLUDE }>;

/**
 * An order as the admin sees it. `walletCoins` is its payer's wallet now: a refund takes the
 * order's coins back from it, so it is offered only while they are all still there, and never
 * while the card's bank disputes the payment (refund-topup.ts refuses it too).
 */
export function toAdminPayment(row: OrderRow, walletCoins: number): AdminPayment {
  const total = row.coins + row.bonusCoins;
  const refunding = row.status === "refund_pending" || row.status === "refunded";
  const chargeback = row.chargebacks[0] ?? null;
  const disputed = chargeback !== null && chargeback.status !== "won";
  return {
    id: row.id,
    payer: row.user,
    amount: fromMinor(row.amountMinor, row.currency),
    amountMinor: row.amountMinor,
    currency: row.currency,
    rate: formatRate(Number(row.rateMicros)),
    coins: total,
    bonus: row.bonusCoins,
    status: row.status,
    provider: row.provider,
    providerOrderId: row.providerOrderId,
    providerPaymentId: row.providerPaymentId,
    refund: refunding
      ? {
          state: row.status === "refunded" ? "refunded" : "pending",
          refundId: row.providerRefundId,
          refundedAt: row.refundedAt?.toISOString() ?? null,
        }
      : null,
    walletCoins,
    refundable:
      row.status === "paid" && row.providerPaymentId !== null && !disputed && walletCoins >= total,
    chargeback,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The wallets of the page's payers, by user id (the unique kind+userId index). */
export async function walletsOf(userIds: string[]): Promise<Map<string, number>> {
  const accounts = await db().ledgerAccount.findMany({
    where: { kind: "user_wallet", userId: { in: [...new Set(userIds)] } },
    select: { userId: true, balance: true },
  });
  return new Map(accounts.map((account) => [account.userId ?? "", Number(account.balance)]));
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Accounts whose email is the term, or starts with it (case-insensitive). */
async function payersMatching(term: string): Promise<string[]> {
  const email = term.toLowerCase();
  if (email.length < PREFIX_MIN) {
    const exact = await db().user.findUnique({ where: { email }, select: { id: true } });
    return exact ? [exact.id] : [];
  }
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "User" WHERE "email" ILIKE ${`${escapeLike(email)}%`}
    ORDER BY "email" LIMIT ${PAYERS_PER_SEARCH}`;
  return rows.map((row) => row.id);
}

/** Orders the term names by one of their ids, or whose second payment it is. */
async function ordersNamed(term: string): Promise<string[]> {
  const [orders, duplicate] = await Promise.all([
    db().paymentOrder.findMany({
      where: {
        OR: [
          { id: term },
          { providerOrderId: term },
          { providerPaymentId: term },
          { providerRefundId: term },
        ],
      },
      select: { id: true },
    }),
    db().duplicatePayment.findUnique({
      where: { providerPaymentId: term },
      select: { paymentOrderId: true },
    }),
  ]);
  return [...orders.map((order) => order.id), ...(duplicate ? [duplicate.paymentOrderId] : [])];
}

async function searchWhere(term: string): Promise<Prisma.PaymentOrderWhereInput> {
  const [orderIds, payerIds] = await Promise.all([ordersNamed(term), payersMatching(term)]);
  return { OR: [{ id: { in: orderIds } }, { userId: { in: payerIds } }] };
}

const ORDERS = new NewestFirst("admin-payments", "createdAt");

export async function listAdminPayments(query: AdminPaymentsQuery): Promise<Page<AdminPayment>> {
  // Read first: a malformed cursor is refused before the search runs.
  const after = ORDERS.after(query.cursor);
  const where: Prisma.PaymentOrderWhereInput = {
    ...(query.status === "all" ? {} : { status: query.status }),
    ...(query.q ? await searchWhere(query.q) : {}),
  };
  const rows = await db().paymentOrder.findMany({
    where: { AND: [where, ...after] },
    include: PAYMENT_ROW_INCLUDE,
    orderBy: ORDERS.orderBy,
    take: query.limit + 1,
  });
  const wallets = await walletsOf(rows.map((row) => row.userId));
  return ORDERS.page(rows, query.limit, (row) => toAdminPayment(row, wallets.get(row.userId) ?? 0));
}
