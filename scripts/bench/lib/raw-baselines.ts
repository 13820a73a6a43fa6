// Raw-SQL baselines of the ledger's transactions, for the benchmarks (bench:ledger, bench:booking)
// to measure the app's code against: the same statements in the same order on a `pg` connection.
// Each says which function it mirrors; lib/server/ledger/raw-baselines.int.test.ts runs both on
// equivalent fresh accounts and compares the rows they write, so neither changes alone.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { LedgerTransferKind, Prisma } from "@/generated/prisma/client";
import { LIVE_CHANNEL } from "@/lib/server/live/signal";

/** Read as UTC, as Prisma writes timestamps, whatever the session's time zone. */
export const UTC = (param: string) => `${param}::timestamptz AT TIME ZONE 'UTC'`;

/** Runs `work` between BEGIN and COMMIT on one pooled connection (ROLLBACK if it throws). */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface RawTransferInput {
  debitAccountId: string;
  creditAccountId: string;
  amount: number;
  kind: LedgerTransferKind;
  idempotencyKey: string;
  paymentOrderId?: string;
  bookingId?: string;
  conversionRequestId?: string;
}

/**
 * Mirrors transfer() (lib/server/ledger/transfer.ts), statement for statement, inside the caller's
 * BEGIN ... COMMIT: one statement writes the transfer row, its audit entry and both balances in
 * account-id order (the debit conditional), and signals the owners' live streams; only when the debit is refused, the re-check under
 * FOR NO KEY UPDATE and the plain updates follow. A key already used throws (transfer() would
 * look for a replay; the benchmarks never repeat a key). The audit entry has no actor, request
 * or address (a request's scope fills them in the app).
 */
export async function rawTransfer(client: pg.ClientBase, input: RawTransferInput): Promise<void> {
  const { debitAccountId: debit, creditAccountId: credit, amount } = input;
  const debitFirst = debit < credit;
  const debitUpdate = (after: string) => `"debited" AS (
      UPDATE "LedgerAccount" SET "balance" = "balance" - $4, "updatedAt" = now()
      WHERE "id" = $2
        AND ("kind" IN ('platform_issuance', 'platform_promotions') OR "balance" >= $4)
        AND EXISTS (SELECT 1 FROM "${after}")
      RETURNING "id")`;
  const creditUpdate = (after: string) => `"credited" AS (
      UPDATE "LedgerAccount" SET "balance" = "balance" + $4, "updatedAt" = now()
      WHERE "id" = $3 AND EXISTS (SELECT 1 FROM "${after}")
      RETURNING "id")`;
  const moved = await client.query<{ id: string | null; debited: boolean; credited: boolean }>(
    `WITH "moved" AS (
       INSERT INTO "LedgerTransfer" ("id", "debitAccountId", "creditAccountId", "amount", "kind",
         "idempotencyKey", "paymentOrderId", "bookingId", "conversionRequestId", "memo", "createdAt")
       VALUES ($1, $2, $3, $4, $5::"LedgerTransferKind", $6, $7, $8, $9, NULL, ${UTC("$10")})
       ON CONFLICT ("idempotencyKey") DO NOTHING
       RETURNING "id"
     ), "audited" AS (
       INSERT INTO "AuditLog" ("id", "actorId", "actorRole", "action", "entityType", "entityId",
         "after", "ip", "requestId", "createdAt")
       SELECT $11, NULL, NULL, $12, 'ledger_transfer', "moved"."id",
         jsonb_build_object('amount', $4::bigint, 'debitAccountId', $2::text,
           'creditAccountId', $3::text, 'paymentOrderId', $7::text, 'bookingId', $8::text,
           'conversionRequestId', $9::text),
         NULL, NULL, ${UTC("$10")}
       FROM "moved"
     ), ${debitFirst ? `${debitUpdate("moved")}, ${creditUpdate("debited")}` : `${creditUpdate("moved")}, ${debitUpdate("credited")}`},
     "signalled" AS (
       SELECT pg_notify('${LIVE_CHANNEL}', json_build_object('u', json_agg(DISTINCT "userId"))::text)
       FROM "LedgerAccount"
       WHERE "id" IN ($2, $3) AND "userId" IS NOT NULL AND EXISTS (SELECT 1 FROM "moved")
       HAVING COUNT(*) > 0
     )
     SELECT (SELECT "id" FROM "moved") AS "id", EXISTS (SELECT 1 FROM "debited") AS "debited",
       EXISTS (SELECT 1 FROM "credited") AS "credited",
       EXISTS (SELECT 1 FROM "signalled") AS "signalled"`,
    [
      randomUUID(),
      debit,
      credit,
      amount,
      input.kind,
      input.idempotencyKey,
      input.paymentOrderId ?? null,
      input.bookingId ?? null,
      input.conversionRequestId ?? null,
      new Date().toISOString(),
      randomUUID(),
      `ledger.${input.kind}`,
    ],
  );
  const row = moved.rows[0];
  if (!row?.id) throw new Error(`raw: key ${input.idempotencyKey} already used`);
  if (row.debited && row.credited) return;
  if (!debitFirst && !row.credited) throw new Error(`raw: no account ${credit}`);
  if (!row.debited) {
    const locked = await client.query<{ balance: string; kind: string }>(
      `SELECT "balance", "kind"::text AS "kind" FROM "LedgerAccount" WHERE "id" = $1
       FOR NO KEY UPDATE`,
      [debit],
    );
    const account = locked.rows[0];
    if (!account) throw new Error(`raw: no account ${debit}`);
    const source = account.kind === "platform_issuance" || account.kind === "platform_promotions";
    if (!source && BigInt(account.balance) < BigInt(amount)) {
      throw new Error(`raw: insufficient balance in ${debit}`);
    }
    await client.query(
      `UPDATE "LedgerAccount" SET "balance" = "balance" - $2, "updatedAt" = now() WHERE "id" = $1`,
      [debit, amount],
    );
  }
  if (debitFirst) {
    const updated = await client.query(
      `UPDATE "LedgerAccount" SET "balance" = "balance" + $2, "updatedAt" = now() WHERE "id" = $1`,
      [credit, amount],
    );
    if (updated.rowCount !== 1) throw new Error(`raw: no account ${credit}`);
  }
}

/** A statement built with Prisma.sql, on pg: timestamps as UTC, as Prisma writes them. */
export function query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  client: pg.ClientBase,
  statement: Prisma.Sql,
) {
  const values = statement.values.map((value) =>
    value instanceof Date ? value.toISOString() : value,
  );
  return client.query<Row>(statement.text, values);
}
