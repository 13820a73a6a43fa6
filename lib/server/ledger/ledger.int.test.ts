// Money is protected twice: by the ledger's writer and by the database itself.
import { afterEach, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "@/lib/server/audit/audit-actor";
import { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { pgliteFactory } from "@/lib/server/db/connection";
import { createUser } from "@/test/integration/fixtures";
import { migratedPGlite } from "@/test/integration/migrated-pglite";
import { ensureWallet, openAccountPair } from "./accounts";
import { checkLedgerInvariants } from "./invariants";
import { InsufficientFundsError, transfer } from "./transfer";
import { PLATFORM_ACCOUNT } from "./types";

async function fundedWallet(coins: number) {
  const user = await createUser();
  const wallet = await db().$transaction(async (tx) => {
    const id = await ensureWallet(tx, user.id);
    await transfer(tx, {
      debitAccountId: PLATFORM_ACCOUNT.issuance,
      creditAccountId: id,
      amount: coins,
      kind: "topup",
      idempotencyKey: `test-topup:${id}`,
      actor: SYSTEM_ACTOR,
    });
    return id;
  });
  return { user, wallet };
}

async function balance(accountId: string) {
  const account = await db().ledgerAccount.findUniqueOrThrow({ where: { id: accountId } });
  return Number(account.balance);
}

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
  expect(health.ok).toBe(true);
});

describe("the database refuses what would break the money", () => {
  it("refuses a negative wallet balance written directly", async () => {
    const { wallet } = await fundedWallet(10);
    await expect(
      db().$executeRaw`UPDATE "LedgerAccount" SET "balance" = -1 WHERE "id" = ${wallet}`,
    ).rejects.toThrow(/LedgerAccount_balance_non_negative/);
    expect(await balance(wallet)).toBe(10);
  });

  it("refuses a transfer of zero coins and a transfer to the same account", async () => {
    const { wallet } = await fundedWallet(5);
    await expect(
      db()
        .$executeRaw`INSERT INTO "LedgerTransfer" ("id","debitAccountId","creditAccountId","amount","kind","idempotencyKey")
        VALUES ('t-zero', ${PLATFORM_ACCOUNT.issuance}, ${wallet}, 0, 'topup', 'k-zero')`,
    ).rejects.toThrow(/LedgerTransfer_amount_positive/);
    await expect(
      db()
        .$executeRaw`INSERT INTO "LedgerTransfer" ("id","debitAccountId","creditAccountId","amount","kind","idempotencyKey")
        VALUES ('t-self', ${wallet}, ${wallet}, 1, 'topup', 'k-self')`,
    ).rejects.toThrow(/LedgerTransfer_distinct_accounts/);
  });

  it("keeps transfers append-only", async () => {
    await fundedWallet(7);
    await expect(db().$executeRaw`UPDATE "LedgerTransfer" SET "amount" = 1`).rejects.toThrow(
      /append-only/,
    );
    await expect(db().$executeRaw`DELETE FROM "LedgerTransfer"`).rejects.toThrow(/append-only/);
  });

  it("refuses a second payment order with the same provider payment id", async () => {
    const user = await createUser();
    const order = (n: number) => ({
      userId: user.id,
      provider: "simulated" as const,
      providerOrderId: `order_${user.id}_${n}`,
      providerPaymentId: `pay_${user.id}`,
      amountMinor: 10_000,
      currency: "INR" as const,
      coins: 100,
      expiresAt: new Date(),
    });
    await db().paymentOrder.create({ data: order(1) });
    await expect(db().paymentOrder.create({ data: order(2) })).rejects.toThrow(/Unique constraint/);
  });
});

describe("transfer(), the ledger's one writer", () => {
  it("moves coins between accounts and records one transfer", async () => {
    const { wallet } = await fundedWallet(100);
    const { wallet: other } = await fundedWallet(1);
    const result = await db().$transaction((tx) =>
      transfer(tx, {
        debitAccountId: wallet,
        creditAccountId: other,
        amount: 40,
        kind: "booking",
        idempotencyKey: `move:${wallet}`,
        actor: SYSTEM_ACTOR,
      }),
    );
    expect(result.replayed).toBe(false);
    expect(await balance(wallet)).toBe(60);
    expect(await balance(other)).toBe(41);
    const row = await db().ledgerTransfer.findUniqueOrThrow({ where: { id: result.transferId } });
    expect(row).toMatchObject({
      debitAccountId: wallet,
      creditAccountId: other,
      amount: 40n,
      kind: "booking",
    });
  });

  it("refuses to overdraw, tells how many coins are missing, and moves nothing", async () => {
    const { user, wallet } = await fundedWallet(30);
    const booking = await db().booking.create({
      data: {
        reference: `CM-T${Date.now().toString(36).toUpperCase().slice(-7)}`,
        userId: user.id,
        serviceId: (await someService()).id,
        organizationId: (await someService()).organizationId,
        serviceTitle: "Test",
        totalAmount: 50,
        dueAt: new Date(),
        // Only an anchor for the escrow the refused transfer would open: settled from the start,
        // so the ledger's check expects its escrow empty, as the refusal leaves it.
        status: "cancelled",
      },
    });
    const attempt = db().$transaction(async (tx) => {
      const { heldId: escrow } = await openAccountPair(
        tx,
        { kind: "user_wallet", userId: user.id },
        { kind: "booking_escrow", operationId: booking.id },
      );
      return transfer(tx, {
        debitAccountId: wallet,
        creditAccountId: escrow,
        amount: 50,
        kind: "booking",
        idempotencyKey: `booking:${booking.id}`,
        actor: SYSTEM_ACTOR,
      });
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt).rejects.toMatchObject({
      message: "Insufficient Balance",
      details: { shortBy: 20 },
    });
    expect(await balance(wallet)).toBe(30);
    expect(await db().ledgerAccount.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it("moves coins once for one idempotency key, and refuses the key for another movement", async () => {
    const { wallet } = await fundedWallet(10);
    const again = await db().$transaction((tx) =>
      transfer(tx, {
        debitAccountId: PLATFORM_ACCOUNT.issuance,
        creditAccountId: wallet,
        amount: 10,
        kind: "topup",
        idempotencyKey: `test-topup:${wallet}`,
        actor: SYSTEM_ACTOR,
      }),
    );
    expect(again.replayed).toBe(true);
    expect(await balance(wallet)).toBe(10);
    await expect(
      db().$transaction((tx) =>
        transfer(tx, {
          debitAccountId: PLATFORM_ACCOUNT.issuance,
          creditAccountId: wallet,
          amount: 99,
          kind: "topup",
          idempotencyKey: `test-topup:${wallet}`,
          actor: SYSTEM_ACTOR,
        }),
      ),
    ).rejects.toMatchObject({ code: "conflict" });
    expect(await balance(wallet)).toBe(10);
  });

  it("stays exact under 40 concurrent debits of a wallet that can afford 10 of them", async () => {
    const { wallet } = await fundedWallet(100);
    const sink = (await fundedWallet(1)).wallet;
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        db().$transaction((tx) =>
          transfer(tx, {
            debitAccountId: wallet,
            creditAccountId: sink,
            amount: 10,
            kind: "booking",
            idempotencyKey: `race:${wallet}:${i}`,
            actor: SYSTEM_ACTOR,
          }),
        ),
      ),
    );
    const succeeded = results.filter((result) => result.status === "fulfilled").length;
    const refused = results.filter(
      (result) => result.status === "rejected" && result.reason instanceof InsufficientFundsError,
    ).length;
    expect(succeeded).toBe(10);
    expect(refused).toBe(30);
    expect(await balance(wallet)).toBe(0);
    expect(await balance(sink)).toBe(101);
  });
});

describe("transfer() outside a transaction", () => {
  const OUTSIDE = /transfer\(\) must run inside a transaction/;

  it("is refused on the root client (pg adapter) before anything is written", async () => {
    const { wallet } = await fundedWallet(10);
    const { wallet: other } = await fundedWallet(1);
    const transfersBefore = await db().ledgerTransfer.count();
    await expect(
      transfer(db(), {
        debitAccountId: wallet,
        creditAccountId: other,
        amount: 4,
        kind: "booking",
        idempotencyKey: `outside:${wallet}`,
        actor: SYSTEM_ACTOR,
      }),
    ).rejects.toThrow(OUTSIDE);
    expect(await db().ledgerTransfer.count()).toBe(transfersBefore);
    expect(await balance(wallet)).toBe(10);
    expect(await balance(other)).toBe(1);
  });

  it("is refused on the root client of the embedded PGlite, and runs in its transactions", async () => {
    const pglite = await migratedPGlite();
    const factory = pgliteFactory(pglite);
    const embedded = new PrismaClient({ adapter: factory });
    try {
      const user = await embedded.user.create({
        data: { email: "pglite@test.local", name: "PGlite", role: "user" },
      });
      const wallet = await embedded.$transaction((tx) => ensureWallet(tx, user.id));
      const input = {
        debitAccountId: PLATFORM_ACCOUNT.issuance,
        creditAccountId: wallet,
        amount: 5,
        kind: "topup" as const,
        idempotencyKey: `pglite:${wallet}`,
        actor: SYSTEM_ACTOR,
      };
      await expect(transfer(embedded, input)).rejects.toThrow(OUTSIDE);
      expect(await embedded.ledgerTransfer.count()).toBe(0);
      const moved = await embedded.$transaction((tx) => transfer(tx, input));
      expect(moved.replayed).toBe(false);
      expect(await embedded.ledgerTransfer.count()).toBe(1);
    } finally {
      await embedded.$disconnect();
      await pglite.close();
    }
  }, 180_000);
});

async function someService() {
  const existing = await db().service.findFirst();
  if (existing) return existing;
  const org = await createUser("org");
  const profile = await db().organizationProfile.create({
    data: { userId: org.id, name: "Test Org" },
  });
  return db().service.create({
    data: {
      organizationId: profile.id,
      title: "Test service",
      description: "A service for tests",
      price: 50,
      category: "technology",
      status: "active",
    },
  });
}
