// The ledger's one writer: every coin that moves, moves here, inside the caller's transaction.
import "server-only";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/generated/prisma/client";
import type { AuditActor } from "@/lib/server/audit/audit-actor";
import { accountOwnersSignalCte } from "@/lib/server/live/signal";
import { refuseInRead } from "./read-only";
import { SOURCE_ACCOUNT_KINDS, type LedgerTransferKind, type Tx } from "./types";

export interface TransferInput {
  debitAccountId: string;
  creditAccountId: string;
  /** Whole coins, > 0. */
  amount: number;
  kind: LedgerTransferKind;
  /** Unique across the ledger: the same key never moves coins twice. */
  idempotencyKey: string;
  paymentOrderId?: string;
  bookingId?: string;
  conversionRequestId?: string;
  memo?: string;
  /** When it happened, for importing history (the demo seed); defaults to now. */
  at?: Date;
  /** Who moved the coins, as the movement's audit entry names them: the flow's caller says. */
  actor: AuditActor;
}

export interface TransferResult {
  transferId: string;
  /** True when this key had already moved its coins: nothing moved this time. */
  replayed: boolean;
}

export class InsufficientFundsError extends AppError {
  constructor(
    readonly accountId: string,
    readonly shortBy: number,
  ) {
    super("insufficient_balance", "Insufficient Balance", { details: { shortBy } });
  }
}

/**
 * Prisma's mark on a client bound to an interactive transaction: the client that
 * `$transaction(async (tx) => ...)` hands its callback carries it, the root client never does,
 * whichever driver adapter (pg, PGlite) is underneath. Prisma reads it itself to tell a nested
 * $transaction from a top-level one. If an upgrade renamed it, every transfer would be refused
 * (the ledger's tests fail at once), never let through.
 */
const TRANSACTION_SCOPE = Symbol.for("prisma.client.transaction.scope_context");

/**
 * On the root client each statement would commit by itself: a refused debit after the transfer
 * row was written would leave a row without its balances. Refuse before any statement runs.
 */
function assertInTransaction(tx: Tx) {
  if (!(TRANSACTION_SCOPE in tx)) {
    throw new Error(
      "ledger: transfer() must run inside a transaction: db().$transaction(async (tx) => ...)",
    );
  }
}

function assertWholeCoins(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`ledger: amount must be a positive whole number of coins, got ${amount}`);
  }
}

/**
 * The balance updates of a transfer, in account-id order so two opposite transfers cannot
 * deadlock. Each runs only after the one before it (it reads that one's output), and the first
 * only when the transfer row was written: a replay moves nothing. The debit is conditional, so a
 * wallet never goes below zero even under concurrency (the CHECK constraint is the last line).
 */
function balanceUpdates(debitAccountId: string, creditAccountId: string, amount: bigint) {
  const debit = (after: Prisma.Sql) => Prisma.sql`"debited" AS (
      UPDATE "LedgerAccount" SET "balance" = "balance" - ${amount}, "updatedAt" = now()
      WHERE "id" = ${debitAccountId}
        AND ("kind" IN ('platform_issuance', 'platform_promotions', 'wallet_debt') OR "balance" >= ${amount})
        AND EXISTS (SELECT 1 FROM ${after})
      RETURNING "id")`;
  const credit = (after: Prisma.Sql) => Prisma.sql`"credited" AS (
      UPDATE "LedgerAccount" SET "balance" = "balance" + ${amount}, "updatedAt" = now()
      WHERE "id" = ${creditAccountId} AND EXISTS (SELECT 1 FROM ${after})
      RETURNING "id")`;
  return debitAccountId < creditAccountId
    ? Prisma.sql`${debit(Prisma.sql`"moved"`)}, ${credit(Prisma.sql`"debited"`)}`
    : Prisma.sql`${credit(Prisma.sql`"moved"`)}, ${debit(Prisma.sql`"credited"`)}`;
}

/**
 * Moves `amount` coins from the debit account to the credit account, in one statement when the
 * debit is covered (one round trip to the database, whatever the flow):
 * - The transfer row is written first: its unique idempotency key makes a concurrent duplicate
 *   wait for this transaction and then find the key taken (a replay, nothing moves).
 * - The movement's audit entry is written by the same statement, so it exists exactly when the
 *   transfer does (a replay inserts neither). It names `input.actor`, whom the flow was given.
 * - Then the balances, in account-id order (balanceUpdates).
 * - And a signal to the accounts' owners' open pages (lib/server/live), sent on commit only.
 * Must run inside an interactive transaction (refused on the root client, before any statement):
 * on any error, a refused debit included, the caller's transaction rolls back whole. Refused
 * inside a read (a GET handler: read-only.ts), before any statement too.
 */
export async function transfer(tx: Tx, input: TransferInput): Promise<TransferResult> {
  refuseInRead(`move ${input.amount} coins (${input.kind})`);
  assertInTransaction(tx);
  assertWholeCoins(input.amount);
  if (input.debitAccountId === input.creditAccountId) {
    throw new Error("ledger: debit and credit accounts must differ");
  }
  const amount = BigInt(input.amount);
  const at = input.at ?? new Date();
  const { actor } = input;
  const [row] = await tx.$queryRaw<{ id: string | null; debited: boolean; credited: boolean }[]>`
    WITH "moved" AS (
      INSERT INTO "LedgerTransfer" ("id", "debitAccountId", "creditAccountId", "amount", "kind",
        "idempotencyKey", "paymentOrderId", "bookingId", "conversionRequestId", "memo", "createdAt")
      VALUES (${randomUUID()}, ${input.debitAccountId}, ${input.creditAccountId}, ${amount},
        ${input.kind}::"LedgerTransferKind", ${input.idempotencyKey}, ${input.paymentOrderId ?? null},
        ${input.bookingId ?? null}, ${input.conversionRequestId ?? null}, ${input.memo ?? null},
        ${at})
      ON CONFLICT ("idempotencyKey") DO NOTHING
      RETURNING "id"
    ), "audited" AS (
      INSERT INTO "AuditLog" ("id", "actorId", "actorRole", "action", "entityType", "entityId",
        "after", "ip", "requestId", "createdAt")
      SELECT ${randomUUID()}, ${actor.id}, ${actor.role},
        ${`ledger.${input.kind}`}, 'ledger_transfer', "moved"."id",
        jsonb_build_object('amount', ${amount}::bigint, 'debitAccountId', ${input.debitAccountId}::text,
          'creditAccountId', ${input.creditAccountId}::text, 'paymentOrderId', ${input.paymentOrderId ?? null}::text,
          'bookingId', ${input.bookingId ?? null}::text, 'conversionRequestId', ${input.conversionRequestId ?? null}::text),
        ${actor.address}, ${actor.requestId}, ${at}
      FROM "moved"
    ), ${balanceUpdates(input.debitAccountId, input.creditAccountId, amount)},
    ${accountOwnersSignalCte([input.debitAccountId, input.creditAccountId], "moved")}
    SELECT (SELECT "id" FROM "moved") AS "id", EXISTS (SELECT 1 FROM "debited") AS "debited",
      EXISTS (SELECT 1 FROM "credited") AS "credited",
      -- Read, so that it runs: the owners' open pages show their new balances once this commits.
      EXISTS (SELECT 1 FROM "signalled") AS "signalled"`;
  const transferId = row?.id;
  if (!transferId) return replayOf(tx, input);
  if (row.debited && row.credited) return { transferId, replayed: false };

  const debitFirst = input.debitAccountId < input.creditAccountId;
  // Credit first and it found no account: nothing to debit, the transaction rolls back.
  if (!debitFirst && !row.credited) throw new Error(`ledger: no account ${input.creditAccountId}`);
  if (!row.debited) await debitAfterRefusal(tx, input.debitAccountId, amount);
  // Debit first: the credit waited for it, and comes now (still in account-id order).
  if (debitFirst) await credit(tx, input.creditAccountId, amount);
  return { transferId, replayed: false };
}

/**
 * The conditional debit was refused on the balance it saw. Lock the row and look again: a
 * credit may have landed in between (then the debit goes through), else the shortfall is the
 * one of this locked balance.
 * NO KEY UPDATE, like the UPDATE itself: a FOR UPDATE lock would wait on the key-share locks
 * that other transfers' foreign keys hold on this row, and two refusals would deadlock.
 */
async function debitAfterRefusal(tx: Tx, accountId: string, amount: bigint) {
  const [account] = await tx.$queryRaw<{ balance: bigint; kind: string }[]>`
    SELECT "balance", "kind"::text AS "kind" FROM "LedgerAccount" WHERE "id" = ${accountId}
    FOR NO KEY UPDATE`;
  if (!account) throw new Error(`ledger: no account ${accountId}`);
  const isSource = (SOURCE_ACCOUNT_KINDS as readonly string[]).includes(account.kind);
  if (!isSource && account.balance < amount) {
    throw new InsufficientFundsError(accountId, Number(amount - account.balance));
  }
  await tx.$executeRaw`
    UPDATE "LedgerAccount" SET "balance" = "balance" - ${amount}, "updatedAt" = now()
    WHERE "id" = ${accountId}`;
}

async function credit(tx: Tx, accountId: string, amount: bigint) {
  const updated = await tx.$executeRaw`
    UPDATE "LedgerAccount" SET "balance" = "balance" + ${amount}, "updatedAt" = now()
    WHERE "id" = ${accountId}`;
  if (updated !== 1) throw new Error(`ledger: no account ${accountId}`);
}

/** The key was used before: same movement means a harmless replay, anything else a conflict. */
async function replayOf(tx: Tx, input: TransferInput): Promise<TransferResult> {
  const existing = await tx.ledgerTransfer.findUnique({
    where: { idempotencyKey: input.idempotencyKey },
  });
  if (!existing) throw new Error("ledger: idempotency key conflict without a row");
  const same =
    existing.debitAccountId === input.debitAccountId &&
    existing.creditAccountId === input.creditAccountId &&
    existing.amount === BigInt(input.amount) &&
    existing.kind === input.kind;
  if (!same) {
    throw AppError.conflict("This idempotency key was already used for a different request.");
  }
  return { transferId: existing.id, replayed: true };
}
