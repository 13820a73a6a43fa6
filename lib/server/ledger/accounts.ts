// Ledger accounts: found or created inside the caller's transaction, race-free.
import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "./types";

type OwnedKind = "user_wallet" | "org_earnings" | "org_clearing" | "wallet_debt";

/**
 * The id of a user's wallet or an organization's earnings account, created on first use.
 * ON CONFLICT makes concurrent first uses agree on one row.
 */
async function ensureOwnedAccount(tx: Tx, kind: OwnedKind, userId: string): Promise<string> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "LedgerAccount" ("id", "kind", "userId", "balance", "createdAt", "updatedAt")
    VALUES (${randomUUID()}, ${kind}::"LedgerAccountKind", ${userId}, 0, now(), now())
    ON CONFLICT ("kind", "userId") DO UPDATE SET "kind" = EXCLUDED."kind"
    RETURNING "id"`;
  const row = rows[0];
  if (!row) throw new Error(`ledger: could not ensure ${kind} account for ${userId}`);
  return row.id;
}

export const ensureWallet = (tx: Tx, userId: string) =>
  ensureOwnedAccount(tx, "user_wallet", userId);
export const ensureEarnings = (tx: Tx, userId: string) =>
  ensureOwnedAccount(tx, "org_earnings", userId);
export const ensureClearing = (tx: Tx, userId: string) =>
  ensureOwnedAccount(tx, "org_clearing", userId);
export const ensureDebt = (tx: Tx, userId: string) => ensureOwnedAccount(tx, "wallet_debt", userId);

/** The accounts that hold one operation's coins, and the column naming that operation. */
const HELD_BY = {
  booking_escrow: Prisma.raw('"bookingId"'),
  conversion_hold: Prisma.raw('"conversionRequestId"'),
  chargeback_hold: Prisma.raw('"chargebackId"'),
} as const;
type HeldKind = keyof typeof HELD_BY;

/**
 * An operation's two accounts in one statement (one round trip): the owner's wallet or earnings
 * (found, or created on first use as ensureOwnedAccount does) and the operation's new escrow or
 * hold account.
 */
export async function openAccountPair(
  tx: Tx,
  owned: { kind: OwnedKind; userId: string },
  held: { kind: HeldKind; operationId: string },
): Promise<{ ownedId: string; heldId: string }> {
  const [row] = await tx.$queryRaw<{ ownedId: string | null; heldId: string | null }[]>`
    WITH "owned" AS (
      INSERT INTO "LedgerAccount" ("id", "kind", "userId", "balance", "createdAt", "updatedAt")
      VALUES (${randomUUID()}, ${owned.kind}::"LedgerAccountKind", ${owned.userId}, 0, now(), now())
      ON CONFLICT ("kind", "userId") DO UPDATE SET "kind" = EXCLUDED."kind"
      RETURNING "id"
    ), "held" AS (
      INSERT INTO "LedgerAccount" ("id", "kind", ${HELD_BY[held.kind]}, "balance", "createdAt", "updatedAt")
      VALUES (${randomUUID()}, ${held.kind}::"LedgerAccountKind", ${held.operationId}, 0, now(), now())
      RETURNING "id"
    )
    SELECT (SELECT "id" FROM "owned") AS "ownedId", (SELECT "id" FROM "held") AS "heldId"`;
  if (!row?.ownedId || !row.heldId) {
    throw new Error(`ledger: could not open the accounts of ${held.kind} ${held.operationId}`);
  }
  return { ownedId: row.ownedId, heldId: row.heldId };
}

/** The escrow account of a booking that has one (every booking made through escrowBooking). */
export async function bookingEscrowOf(tx: Tx, bookingId: string): Promise<string> {
  const escrow = await tx.ledgerAccount.findUniqueOrThrow({
    where: { bookingId },
    select: { id: true },
  });
  return escrow.id;
}

/** The hold account of a conversion request (every request made through holdForConversion). */
export async function conversionHoldOf(tx: Tx, conversionRequestId: string): Promise<string> {
  const hold = await tx.ledgerAccount.findUniqueOrThrow({
    where: { conversionRequestId },
    select: { id: true },
  });
  return hold.id;
}

/** The hold account of a chargeback (every one opened through holdForChargeback). */
export async function chargebackHoldOf(tx: Tx, chargebackId: string): Promise<string> {
  const hold = await tx.ledgerAccount.findUniqueOrThrow({
    where: { chargebackId },
    select: { id: true },
  });
  return hold.id;
}

/** Balance in whole coins; 0 for a user who has no account yet. */
export async function balanceOf(tx: Tx, kind: OwnedKind, userId: string): Promise<number> {
  const account = await tx.ledgerAccount.findUnique({
    where: { kind_userId: { kind, userId } },
    select: { balance: true },
  });
  return Number(account?.balance ?? 0n);
}

/** Coins a user's wallet owes after lost chargebacks (0 when none): minus its debt account. */
export async function debtOf(tx: Tx, userId: string): Promise<number> {
  const account = await tx.ledgerAccount.findUnique({
    where: { kind_userId: { kind: "wallet_debt", userId } },
    select: { balance: true },
  });
  return Number(-(account?.balance ?? 0n));
}
