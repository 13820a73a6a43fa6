// The admin's payments over HTTP on PostgreSQL: top-up orders made through the app's own flows
// (order, checkout, webhook, refund), listed by status and found by id or email, paged by cursor;
// the overview's totals against independent SQL over the transfers; a balance broken behind the
// ledger's back shows up as a failed check; and every caller but an active admin is refused.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as overviewRoute } from "@/app/api/v1/admin/payments/overview/route";
import { GET as listRoute } from "@/app/api/v1/admin/payments/route";
import { POST as refundRoute } from "@/app/api/v1/payments/refund/route";
import { POST as simulatedPay } from "@/app/api/v1/payments/simulated/pay/route";
import type { AdminPayment, PaymentsOverview } from "@/lib/schemas/admin-payments";
import type { Page } from "@/lib/payments/wallet-entry";
import { db } from "@/lib/server/db/client";
import { placeBooking } from "@/lib/server/bookings/create-booking";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { COINS_ALREADY_SPENT } from "@/lib/server/payments/refund-topup";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService } from "@/test/integration/marketplace";
import { capturedEvent, deliver, orderFor, simulated } from "@/test/integration/payments";
import { INVALID_CURSOR } from "@/lib/validations/cursor";
import { LEDGER_BALANCED } from "./ledger-health";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

type Account = Awaited<ReturnType<typeof signedIn>>;

const list = (admin: Account, query = "") =>
  call<Page<AdminPayment>>(listRoute, `/api/v1/admin/payments${query}`, { bearer: admin.token });

const overview = async (admin: Account) => {
  const response = await call<PaymentsOverview>(overviewRoute, "/api/v1/admin/payments/overview", {
    bearer: admin.token,
  });
  expect(response.status).toBe(200);
  return response.body.data!;
};

/** A ₹500 top-up paid through the checkout and credited by the provider's webhook. */
async function paidTopUp(account: Account) {
  const order = await orderFor(account);
  const payment = simulated().signSuccessfulPayment(order.orderId);
  const answer = await deliver(capturedEvent(order.orderId, payment.paymentId));
  expect(answer.body.data?.handled).toBe("credited");
  return { orderId: order.orderId, paymentId: payment.paymentId };
}

async function failedTopUp(account: Account) {
  const order = await orderFor(account);
  const response = await call(simulatedPay, "/api/v1/payments/simulated/pay", {
    bearer: account.token,
    body: { orderId: order.orderId, outcome: "failure" },
  });
  expect(response.status).toBe(200);
  return order.orderId;
}

const refund = (admin: Account, orderId: string) =>
  call<{ coinsRemoved: number; refundId: string }>(refundRoute, "/api/v1/payments/refund", {
    bearer: admin.token,
    body: { orderId },
  });

describe("the top-up orders list", () => {
  it("lists orders newest first, by status, found by id or email, paged by cursor", async () => {
    const admin = await signedIn("admin");
    const payer = await signedIn("user");
    const other = await signedIn("user");
    const paid = await paidTopUp(payer);
    const pending = await orderFor(payer);
    const failed = await failedTopUp(other);
    const refunded = await paidTopUp(other);
    const refundAnswer = await refund(admin, refunded.orderId);
    expect(refundAnswer.status).toBe(200);
    expect(refundAnswer.body.data?.coinsRemoved).toBe(525);

    const all = await list(admin, "?limit=100");
    expect(all.status).toBe(200);
    const mine = all.body.data!.items.filter((item) =>
      [payer.user.id, other.user.id].includes(item.payer.id),
    );
    expect(mine.map((item) => item.providerOrderId)).toEqual([
      refunded.orderId,
      failed,
      pending.orderId,
      paid.orderId,
    ]);
    const times = all.body.data!.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    expect(mine[0]).toMatchObject({
      payer: { id: other.user.id, email: other.email, name: other.user.name },
      amount: 500,
      currency: "INR",
      coins: 525,
      bonus: 25,
      status: "refunded",
      provider: "simulated",
      providerPaymentId: refunded.paymentId,
      refund: { state: "refunded", refundId: refundAnswer.body.data!.refundId },
      refundable: false,
    });
    expect(mine[0]!.refund!.refundedAt).not.toBeNull();
    expect(mine[3]).toMatchObject({
      status: "paid",
      refund: null,
      walletCoins: 525,
      refundable: true,
    });
    expect(mine[3]!.paidAt).not.toBeNull();
    expect(mine[2]).toMatchObject({ status: "created", providerPaymentId: null, paidAt: null });
    expect(mine[1]).toMatchObject({ status: "failed", refundable: false });

    for (const [status, orderId] of [
      ["paid", paid.orderId],
      ["created", pending.orderId],
      ["failed", failed],
      ["refunded", refunded.orderId],
    ] as const) {
      const page = await list(admin, `?status=${status}&q=${encodeURIComponent(payer.email)}`);
      const other_ = await list(admin, `?status=${status}&q=${encodeURIComponent(other.email)}`);
      const found = [...page.body.data!.items, ...other_.body.data!.items];
      expect(found.map((item) => item.providerOrderId)).toEqual([orderId]);
      expect(found.every((item) => item.status === status)).toBe(true);
    }

    const byEmail = await list(admin, `?q=${encodeURIComponent(payer.email.toUpperCase())}`);
    expect(byEmail.body.data!.items.map((item) => item.providerOrderId)).toEqual([
      pending.orderId,
      paid.orderId,
    ]);
    const prefix = payer.email.slice(0, payer.email.indexOf("@"));
    const byPrefix = await list(admin, `?q=${encodeURIComponent(prefix)}`);
    expect(byPrefix.body.data!.items.map((item) => item.payer.id)).toEqual([
      payer.user.id,
      payer.user.id,
    ]);
    for (const term of [paid.orderId, paid.paymentId, mine[3]!.id]) {
      const found = await list(admin, `?q=${encodeURIComponent(term)}`);
      expect(found.body.data!.items.map((item) => item.providerOrderId)).toEqual([paid.orderId]);
    }
    const byRefundId = await list(
      admin,
      `?q=${encodeURIComponent(refundAnswer.body.data!.refundId)}`,
    );
    expect(byRefundId.body.data!.items.map((item) => item.providerOrderId)).toEqual([
      refunded.orderId,
    ]);
    // A part of an id is not an id; wildcards are taken as they are written.
    for (const term of [paid.orderId.slice(0, -2), "%", "user-%", "_"]) {
      expect((await list(admin, `?q=${encodeURIComponent(term)}`)).body.data!.items).toEqual([]);
    }

    // Pages of one row each walk the same orders, each once, then stop.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=1&q=${encodeURIComponent(other.email)}${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await list(admin, query);
      expect(page.status).toBe(200);
      expect(page.body.data!.items).toHaveLength(1);
      seen.push(page.body.data!.items[0]!.providerOrderId);
      cursor = page.body.data!.nextCursor;
    } while (cursor);
    expect(seen).toEqual([refunded.orderId, failed]);
  });

  it("offers a refund only while the top-up's coins are all in the wallet", async () => {
    const admin = await signedIn("admin");
    const payer = await signedIn("user");
    const paid = await paidTopUp(payer);
    const service = await createService({ price: 100 });
    await db().$transaction((tx) => placeBooking(tx, { userId: payer.user.id, service }));
    const [row] = (await list(admin, `?q=${paid.orderId}`)).body.data!.items;
    expect(row).toMatchObject({ status: "paid", walletCoins: 425, refundable: false });
    const refused = await refund(admin, paid.orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(COINS_ALREADY_SPENT);
  });

  it("pages 20 by default and up to 100", async () => {
    const admin = await signedIn("admin");
    const payer = await signedIn("user");
    // Orders made directly: the order route's rate limit allows fewer a minute.
    for (let index = 0; index < 21; index += 1) {
      await db().paymentOrder.create({
        data: {
          userId: payer.user.id,
          provider: "simulated",
          providerOrderId: `order_page_${payer.user.id}_${index}`,
          amountMinor: 10_000,
          currency: "INR",
          coins: 100,
          expiresAt: new Date(),
        },
      });
    }
    const first = await list(admin, `?q=${encodeURIComponent(payer.email)}`);
    expect(first.body.data!.items).toHaveLength(20);
    expect(first.body.data!.nextCursor).toEqual(expect.any(String));
    const rest = await list(
      admin,
      `?q=${encodeURIComponent(payer.email)}&cursor=${first.body.data!.nextCursor}`,
    );
    expect(rest.body.data!.items).toHaveLength(1);
    expect(rest.body.data!.nextCursor).toBeNull();
    const hundred = await list(admin, "?limit=100");
    expect(hundred.status).toBe(200);
  });

  it("answers bad input with 422 (400 for a NUL byte) and a message", async () => {
    const admin = await signedIn("admin");
    const cases: [string, string][] = [
      [
        "?status=bogus",
        "The status is one of all, created, paid, failed, refund_pending, refunded",
      ],
      ["?limit=101", "The limit is a number from 1 to 100"],
      ["?limit=0", "The limit is a number from 1 to 100"],
      ["?limit=ten", "The limit is a number from 1 to 100"],
      [`?q=${"a".repeat(255)}`, "The search is limited to 254 characters"],
    ];
    for (const [query, message] of cases) {
      const response = await list(admin, query);
      expect(response.status, query).toBe(422);
      expect(JSON.stringify(response.body.error), query).toContain(message);
    }
    const nul = await list(admin, "?q=a%00b");
    expect(nul.status).toBe(400);
    for (const cursor of ["not-an-order", "c".repeat(1_001)]) {
      const refused = await list(admin, `?cursor=${cursor}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({ code: "bad_request", message: INVALID_CURSOR });
    }
  });
});

describe("the overview", () => {
  it("reports refunds and the ledger's totals as the transfers add them up", async () => {
    const admin = await signedIn("admin");
    const payer = await signedIn("user");
    const kept = await paidTopUp(payer);
    const refunded = await paidTopUp(payer);
    expect((await refund(admin, refunded.orderId)).status).toBe(200);

    const report = await overview(admin);
    expect(report.refunds.refunded).toBeGreaterThanOrEqual(1);
    expect(report.refunds.latest.map((item) => item.providerOrderId)).toContain(refunded.orderId);
    expect(report.refunds.latest.map((item) => item.providerOrderId)).not.toContain(kept.orderId);
    expect(report.refunds.refunded).toBe(
      await db().paymentOrder.count({ where: { status: "refunded" } }),
    );

    const ledger = report.ledger;
    expect(ledger.ok).toBe(true);
    expect(ledger.summary).toBe(LEDGER_BALANCED);
    expect(ledger.checks.map((check) => [check.id, check.ok])).toEqual([
      ["balances_match", true],
      ["sum_zero", true],
      ["no_negative", true],
      ["holds_match", true],
      ["escrows_match", true],
      ["clearing_match", true],
      ["value_backed", true],
    ]);
    expect(Date.now() - Date.parse(ledger.checkedAt)).toBeLessThan(60_000);

    // Independently: each account's credits minus debits, added up per kind of account.
    const perKind = await db().$queryRaw<{ kind: string; total: bigint }[]>`
      SELECT a."kind"::text AS kind,
             COALESCE(sum(CASE WHEN t."creditAccountId" = a."id" THEN t."amount"
                               ELSE -t."amount" END), 0)::bigint AS total
      FROM "LedgerAccount" a
      LEFT JOIN "LedgerTransfer" t ON t."creditAccountId" = a."id" OR t."debitAccountId" = a."id"
      GROUP BY a."kind"`;
    for (const total of ledger.totals) {
      const expected = perKind.find((row) => row.kind === total.kind)?.total ?? 0n;
      expect(total.balance, total.kind).toBe(Number(expected));
    }
    expect(ledger.totals.reduce((sum, total) => sum + total.balance, 0)).toBe(0);
    const [issued] = await db().$queryRaw<{ issued: bigint }[]>`
      SELECT (COALESCE(sum(CASE WHEN "debitAccountId" = 'platform_issuance' THEN "amount" END), 0)
            - COALESCE(sum(CASE WHEN "creditAccountId" = 'platform_issuance' THEN "amount" END), 0)
             )::bigint AS issued
      FROM "LedgerTransfer"`;
    expect(ledger.coinsIssued).toBe(Number(issued!.issued));
    expect(ledger.coinsIssued).toBeGreaterThanOrEqual(525);
    // What was issued (paid for, and bonus from promotions) and neither redeemed nor kept by the
    // platform is held somewhere: wallets, escrow, earnings, holds.
    const balanceOf = (kind: string) =>
      ledger.totals.find((total) => total.kind === kind)?.balance ?? 0;
    const held = ledger.totals
      .filter((total) => !total.kind.startsWith("platform_"))
      .reduce((sum, total) => sum + total.balance, 0);
    expect(held).toBe(
      ledger.coinsIssued -
        balanceOf("platform_promotions") -
        ledger.coinsRedeemed -
        balanceOf("platform_revenue"),
    );
  });

  it("shows a balance changed behind the ledger's back as a failed check, in words", async () => {
    const admin = await signedIn("admin");
    const payer = await signedIn("user");
    await paidTopUp(payer);
    const wallet = await db().ledgerAccount.findUniqueOrThrow({
      where: { kind_userId: { kind: "user_wallet", userId: payer.user.id } },
    });
    await db()
      .$executeRaw`UPDATE "LedgerAccount" SET "balance" = "balance" + 5 WHERE "id" = ${wallet.id}`;
    try {
      const ledger = (await overview(admin)).ledger;
      expect(ledger.ok).toBe(false);
      expect(ledger.summary).toBe(
        "The ledger is out of balance: 2 of 7 checks failed (every balance matches its transfers; no coins appear or vanish).",
      );
      const byId = Object.fromEntries(ledger.checks.map((check) => [check.id, check]));
      expect(byId.balances_match).toMatchObject({
        ok: false,
        problems: [`account ${wallet.id}: balance 530 but transfers say 525`],
      });
      expect(byId.balances_match!.action).toContain("audit log");
      expect(byId.sum_zero).toMatchObject({ ok: false, problems: ["balances sum to 5, not 0"] });
      expect(byId.no_negative?.ok).toBe(true);
    } finally {
      await db()
        .$executeRaw`UPDATE "LedgerAccount" SET "balance" = "balance" - 5 WHERE "id" = ${wallet.id}`;
    }
    expect((await checkLedgerInvariants(db())).ok).toBe(true);
    expect((await overview(admin)).ledger.summary).toBe(LEDGER_BALANCED);
  });

  it("lists a double charge with its refund's state, and finds its order by the payment id", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const admin = await signedIn("admin");
    const payer = await signedIn("user");
    const first = await paidTopUp(payer);
    vi.spyOn(simulated(), "refund").mockRejectedValueOnce(new Error("refund declined"));
    const second = simulated().signSuccessfulPayment(first.orderId);
    const answer = await deliver(capturedEvent(first.orderId, second.paymentId));
    expect(answer.body.data?.handled).toBe("duplicate_payment");

    const doubles = (await overview(admin)).doubleCharges;
    expect(doubles.open).toBe(1);
    expect(doubles.items).toEqual([
      expect.objectContaining({
        providerOrderId: first.orderId,
        providerPaymentId: second.paymentId,
        payer: { id: payer.user.id, name: payer.user.name, email: payer.email },
        amount: 500,
        currency: "INR",
        state: "refund_failed",
        failureReason: "refund declined",
      }),
    ]);
    const found = await list(admin, `?q=${second.paymentId}`);
    expect(found.body.data!.items.map((item) => item.providerOrderId)).toEqual([first.orderId]);
  });
});

describe("who may read payments", () => {
  it("refuses users, organizations, unverified and suspended admins, and strangers", async () => {
    const [user, org, unverified, suspended] = await Promise.all([
      signedIn("user"),
      signedIn("org"),
      signedIn("admin", { verified: false }),
      signedIn("admin"),
    ]);
    await db().user.update({ where: { id: suspended.user.id }, data: { isActive: false } });
    for (const [handler, path] of [
      [listRoute, "/api/v1/admin/payments"],
      [overviewRoute, "/api/v1/admin/payments/overview"],
    ] as const) {
      for (const caller of [user, org, unverified]) {
        const refused = await call(handler, path, { bearer: caller.token });
        expect(refused.status, `${path} ${caller.user.role}`).toBe(403);
      }
      const refused = await call(handler, path, { bearer: suspended.token });
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe("account_suspended");
      expect((await call(handler, path)).status).toBe(401);
    }
  });
});
