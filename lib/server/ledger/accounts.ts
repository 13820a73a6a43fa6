// Ledger accounts: found or created inside the caller's transaction, race-free.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Tx } from "./types";

type OwnedKind = "user_wallet" | "org_earnings";

/**
 * The id of a user's wallet or an organization's earnings account, created on first use.
 * ON CONFLICT makes concurrent first uses agree on one row.
 */
export async function ensureOwnedAccount(tx: Tx, kind: OwnedKind, userId: string): Promise<string> {
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

/** A new escrow account holding one booking's coins until it completes or is cancelled. */
export async function createBookingEscrow(tx: Tx, bookingId: string): Promise<string> {
  const account = await tx.ledgerAccount.create({
    data: { kind: "booking_escrow", bookingId },
    select: { id: true },
  });
  return account.id;
}

/**
 * A booking's two accounts in one statement: the booker's wallet (found, or created on first
 * use as ensureWallet does) and the booking's new escrow account.
 */
export async function openBookingAccounts(
  tx: Tx,
  userId: string,
  bookingId: string,
): Promise<{ walletId: string; escrowId: string }> {
  const [row] = await tx.$queryRaw<{ walletId: string | null; escrowId: string | null }[]>`
    WITH "wallet" AS (
      INSERT INTO "LedgerAccount" ("id", "kind", "userId", "balance", "createdAt", "updatedAt")
      VALUES (${randomUUID()}, 'user_wallet', ${userId}, 0, now(), now())
      ON CONFLICT ("kind", "userId") DO UPDATE SET "kind" = EXCLUDED."kind"
      RETURNING "id"
    ), "escrow" AS (
      INSERT INTO "LedgerAccount" ("id", "kind", "bookingId", "balance", "createdAt", "updatedAt")
      VALUES (${randomUUID()}, 'booking_escrow', ${bookingId}, 0, now(), now())
      RETURNING "id"
    )
    SELECT (SELECT "id" FROM "wallet") AS "walletId", (SELECT "id" FROM "escrow") AS "escrowId"`;
  if (!row?.walletId || !row.escrowId) {
    throw new Error(`ledger: could not open the accounts of booking ${bookingId}`);
  }
  return { walletId: row.walletId, escrowId: row.escrowId };
}

/**
 * A conversion request's two accounts in one statement: the organization's earnings (found, or
 * created as ensureEarnings does) and the request's new hold account.
 */
export async function openConversionAccounts(
  tx: Tx,
  organizationUserId: string,
  conversionRequestId: string,
): Promise<{ earningsId: string; holdId: string }> {
  const [row] = await tx.$queryRaw<{ earningsId: string | null; holdId: string | null }[]>`
    WITH "earnings" AS (
      INSERT INTO "LedgerAccount" ("id", "kind", "userId", "balance", "createdAt", "updatedAt")
      VALUES (${randomUUID()}, 'org_earnings', ${organizationUserId}, 0, now(), now())
      ON CONFLICT ("kind", "userId") DO UPDATE SET "kind" = EXCLUDED."kind"
      RETURNING "id"
    ), "hold" AS (
      INSERT INTO "LedgerAccount" ("id", "kind", "conversionRequestId", "balance", "createdAt",
        "updatedAt")
      VALUES (${randomUUID()}, 'conversion_hold', ${conversionRequestId}, 0, now(), now())
      RETURNING "id"
    )
    SELECT (SELECT "id" FROM "earnings") AS "earningsId", (SELECT "id" FROM "hold") AS "holdId"`;
  if (!row?.earningsId || !row.holdId) {
    throw new Error(`ledger: could not open the accounts of conversion ${conversionRequestId}`);
  }
  return { earningsId: row.earningsId, holdId: row.holdId };
}

/** The escrow account of a booking that has one (every booking made through escrowBooking). */
export async function bookingEscrowOf(tx: Tx, bookingId: string): Promise<string> {
  const escrow = await tx.ledgerAccount.findUniqueOrThrow({
    where: { bookingId },
    select: { id: true },
  });
  return escrow.id;
}

/** A new hold account for one conversion request's coins until an admin decides. */
export async function createConversionHold(tx: Tx, conversionRequestId: string): Promise<string> {
  const account = await tx.ledgerAccount.create({
    data: { kind: "conversion_hold", conversionRequestId },
    select: { id: true },
  });
  return account.id;
}

/** The hold account of a conversion request (every request made through holdForConversion). */
export async function conversionHoldOf(tx: Tx, conversionRequestId: string): Promise<string> {
  const hold = await tx.ledgerAccount.findUniqueOrThrow({
    where: { conversionRequestId },
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
