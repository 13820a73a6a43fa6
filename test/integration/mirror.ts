// What the raw-baseline tests compare: rows the app's code and a benchmark's raw SQL each left,
// with every id that differs between the two runs replaced by the name the comparison gives it.
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";

/** Ids of one run, by the names the comparison uses. */
export type Labels = Map<string, string>;

export function relabel(text: string | null, labels: Labels): string | null {
  if (text === null) return null;
  let out = text;
  for (const [id, label] of labels) out = out.split(id).join(`<${label}>`);
  return out;
}

export async function balances(
  labels: Labels,
  accountIds: string[],
): Promise<Record<string, number>> {
  const accounts = await db().ledgerAccount.findMany({ where: { id: { in: accountIds } } });
  return Object.fromEntries(
    accounts.map((account) => [relabel(account.id, labels), Number(account.balance)]),
  );
}

/** The transfer rows matching `where`, in order, every id replaced by its label. */
export async function transfersWhere(labels: Labels, where: Prisma.LedgerTransferWhereInput) {
  const rows = await db().ledgerTransfer.findMany({ where, orderBy: { createdAt: "asc" } });
  return rows.map((row) => ({
    kind: row.kind,
    amount: Number(row.amount),
    debit: relabel(row.debitAccountId, labels),
    credit: relabel(row.creditAccountId, labels),
    idempotencyKey: relabel(row.idempotencyKey, labels),
    paymentOrderId: relabel(row.paymentOrderId, labels),
    bookingId: relabel(row.bookingId, labels),
    conversionRequestId: relabel(row.conversionRequestId, labels),
    memo: row.memo,
  }));
}
