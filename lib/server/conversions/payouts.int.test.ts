// Payouts completed by hand (test mode) over HTTP on PostgreSQL: an approval leaves the request
// processing with its coins held; an admin's transfer reference makes it paid (the coins redeemed
// exactly: net to redemption, the fee to revenue) and a failure gives the coins back exactly; two
// admins at once settle it once; bad input is a 4xx with its reason. With them, earnings that
// clear: a request for more than has cleared is refused with the day the rest clears, and the
// sweep's clearDueEarnings moves each due clearance once however many sweeps run at once. The
// ledger's invariants hold after each test.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as confirmRoute } from "@/app/api/v1/admin/conversions/[id]/confirm-payout/route";
import { POST as failRoute } from "@/app/api/v1/admin/conversions/[id]/fail-payout/route";
import { POST as approve } from "@/app/api/v1/conversions/[id]/approve/route";
import { GET as getOne } from "@/app/api/v1/conversions/[id]/route";
import { POST as create } from "@/app/api/v1/conversions/route";
import { GET as earningsBalanceRoute } from "@/app/api/v1/org/earnings/balance/route";
import { PUT as savePayout } from "@/app/api/v1/org/payout-accounts/[currency]/route";
import type { AdminConversion } from "@/lib/schemas/admin-conversions";
import type { ConversionOutcome, ConversionView } from "@/lib/schemas/conversions";
import type { EarningsBalance } from "@/lib/schemas/org-dashboard";
import { INSUFFICIENT_COINS_TITLE } from "@/lib/conversions/messages";
import {
  FAILURE_REASON_REQUIRED,
  NOT_PROCESSING,
  PAYOUT_REFERENCE_INVALID,
  SENT_BEFORE_APPROVAL,
  SENT_IN_FUTURE,
} from "@/lib/conversions/admin-messages";
import { placeBooking } from "@/lib/server/bookings/create-booking";
import { completeLocked } from "@/lib/server/bookings/settle-booking";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn, verifiedByAdmin } from "@/test/integration/accounts";
import { earnNet, priceForNet } from "@/test/integration/earnings";
import { call, type CallResult } from "@/test/integration/http";
import { createService, earningsBalance, fund } from "@/test/integration/marketplace";
import { createUser } from "@/test/integration/fixtures";
import { readMoneyRules } from "@/lib/server/economics/money-rules";
import { clearDueEarnings } from "./clear-earnings";

type Account = Awaited<ReturnType<typeof signedIn>>;
interface Org extends Account {
  organizationId: string;
}

const UPI = { method: "upi", holderName: "Asha Rao", upiId: "asha.rao@okaxis" };
/** The admin's days are UTC days here (the browser's time-zone cookie). */
const UTC = { cookie: "cm_tz=UTC" };
const DAY = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);

let admin: Account;
let otherAdmin: Account;

beforeAll(async () => {
  // Emails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  // A 5% + 2 coins conversion fee, so a payout splits into redemption and revenue.
  await db().platformSettings.update({
    where: { id: 1 },
    data: { conversionFeeBps: 500, conversionFeeCoins: 2 },
  });
  [admin, otherAdmin] = await Promise.all([signedIn("admin"), signedIn("admin")]);
});

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

/** A verified organization with `coins` cleared earnings and UPI payout details for INR. */
async function earningOrg(coins: number): Promise<Org> {
  const account = await signedIn("org");
  await verifiedByAdmin(account.user.id);
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: account.user.id },
  });
  if (coins > 0) await earnNet(profile.id, coins);
  const saved = await call(savePayout, "/api/v1/org/payout-accounts/INR", {
    method: "PUT",
    bearer: account.token,
    params: { currency: "INR" },
    body: UPI,
  });
  expect(saved.status).toBe(200);
  return { ...account, organizationId: profile.id };
}

/**
 * `net` coins of a completed booking still clearing until `clearsAt`: the booking completes as
 * the app completes it (into the clearing account, with its clearance), then its day is set.
 */
async function earnClearing(org: Org, net: number, clearsAt: Date): Promise<string> {
  const { commissionBps } = await readMoneyRules(db());
  const price = priceForNet(net, commissionBps);
  const customer = await createUser("user");
  await fund(customer.id, price);
  const service = await createService({ organizationId: org.organizationId, price });
  const bookingId = await db().$transaction(async (tx) => {
    const booking = await placeBooking(tx, { userId: customer.id, service });
    await completeLocked(tx, { booking: { ...booking, status: "active" }, now: new Date() });
    return booking.id;
  });
  const clearance = await db().earningsClearance.update({
    where: { bookingId },
    data: { clearsAt },
  });
  expect(clearance.coins).toBe(net);
  return bookingId;
}

async function requested(org: Org, amount: number): Promise<ConversionView> {
  const made = await call<ConversionOutcome>(create, "/api/v1/conversions", {
    bearer: org.token,
    body: { amount, currency: "INR" },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data!.conversion;
}

async function approved(org: Org, amount: number): Promise<ConversionView> {
  const conversion = await requested(org, amount);
  const answer = await call<ConversionView>(
    approve,
    `/api/v1/conversions/${conversion.id}/approve`,
    {
      method: "POST",
      bearer: admin.token,
      params: { id: conversion.id },
    },
  );
  expect(answer.status).toBe(200);
  expect(answer.body.data?.status).toBe("processing");
  return answer.body.data!;
}

const confirm = (account: Account, id: string, body: unknown) =>
  call<AdminConversion>(confirmRoute, `/api/v1/admin/conversions/${id}/confirm-payout`, {
    bearer: account.token,
    params: { id },
    headers: UTC,
    body,
  });
const fail = (account: Account, id: string, body: unknown) =>
  call<AdminConversion>(failRoute, `/api/v1/admin/conversions/${id}/fail-payout`, {
    bearer: account.token,
    params: { id },
    headers: UTC,
    body,
  });

async function balanceOfAccount(id: string): Promise<number> {
  const account = await db().ledgerAccount.findUnique({ where: { id } });
  return Number(account?.balance ?? 0n);
}
async function holdOf(conversionId: string): Promise<number> {
  const hold = await db().ledgerAccount.findUnique({
    where: { conversionRequestId: conversionId },
  });
  return Number(hold?.balance ?? 0n);
}

function expectRefused(answer: CallResult, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.body.error?.message).toBe(message);
}

describe("a payout sent by hand", () => {
  it("approved: processing, its coins still held, nothing redeemed", async () => {
    const org = await earningOrg(1_000);
    const conversion = await approved(org, 400);
    expect(await earningsBalance(org.user.id)).toBe(600);
    expect(await holdOf(conversion.id)).toBe(400);
    const row = await db().conversionRequest.findUniqueOrThrow({ where: { id: conversion.id } });
    // No RazorpayX keys here: test mode, an admin completes it.
    expect(row).toMatchObject({ status: "processing", payoutProvider: "test", payoutId: null });
    expect(
      await db().ledgerTransfer.count({
        where: { conversionRequestId: conversion.id, kind: { not: "conversion_request" } },
      }),
    ).toBe(0);
  });

  it("recorded with its reference: paid, the net coins redeemed and the fee to revenue, exactly", async () => {
    const org = await earningOrg(1_000);
    const conversion = await approved(org, 400);
    // 5% of 400 is 20, plus 2: a fee of 22, and 378 coins paid at ₹1 each.
    expect(conversion).toMatchObject({ feeCoins: 22, netCoins: 378, payoutMinor: 37_800 });
    const redemption = await balanceOfAccount("platform_redemption");
    const revenue = await balanceOfAccount("platform_revenue");

    const answer = await confirm(admin, conversion.id, {
      reference: " hdfcn 5262 0481937 ",
      sentOn: today(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Payout Confirmed");
    expect(answer.body.data).toMatchObject({
      id: conversion.id,
      status: "paid",
      payoutReference: "HDFCN52620481937",
      payoutProvider: "test",
      failedAt: null,
      failureReason: null,
    });
    expect(answer.body.data?.paidAt?.slice(0, 10)).toBe(today());
    expect(await balanceOfAccount("platform_redemption")).toBe(redemption + 378);
    expect(await balanceOfAccount("platform_revenue")).toBe(revenue + 22);
    expect(await holdOf(conversion.id)).toBe(0);
    expect(await earningsBalance(org.user.id)).toBe(600);

    // The organization reads it paid, with the date and the reference, and is told so.
    const mine = await call<ConversionView>(getOne, `/api/v1/conversions/${conversion.id}`, {
      bearer: org.token,
      params: { id: conversion.id },
    });
    expect(mine.body.data).toMatchObject({ status: "paid", payoutReference: "HDFCN52620481937" });
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { to: org.email, kind: "conversion_paid" },
    });
    expect(mail.text).toContain("₹378");
    expect(mail.text).toMatch(/Paid on \d{1,2} \w{3} \d{4} · Ref HDFCN52620481937/);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "conversion.paid", entityId: conversion.id },
    });
    expect(audit).toMatchObject({ actorId: admin.user.id, entityType: "conversion" });
    expect(audit.data).toMatchObject({ reference: "HDFCN52620481937", source: "admin" });

    // Settled: neither another reference nor a failure moves anything.
    expectRefused(
      await confirm(admin, conversion.id, { reference: "HDFCN000001", sentOn: today() }),
      409,
      NOT_PROCESSING,
    );
    expectRefused(
      await fail(admin, conversion.id, { reason: "Bank returned it" }),
      409,
      NOT_PROCESSING,
    );
    expect(await balanceOfAccount("platform_redemption")).toBe(redemption + 378);
  });

  it("marked failed: the coins go back to the organization's earnings, exactly, and it is told why", async () => {
    const org = await earningOrg(1_000);
    const conversion = await approved(org, 400);
    const redemption = await balanceOfAccount("platform_redemption");
    const revenue = await balanceOfAccount("platform_revenue");
    const answer = await fail(admin, conversion.id, {
      reason: "  The bank returned the transfer ",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Payout Marked Failed");
    expect(answer.body.data).toMatchObject({
      status: "failed",
      failureReason: "The bank returned the transfer",
      paidAt: null,
      payoutReference: null,
    });
    expect(answer.body.data?.failedAt).not.toBeNull();
    expect(await earningsBalance(org.user.id)).toBe(1_000);
    expect(await holdOf(conversion.id)).toBe(0);
    expect(await balanceOfAccount("platform_redemption")).toBe(redemption);
    expect(await balanceOfAccount("platform_revenue")).toBe(revenue);
    const back = await db().ledgerTransfer.findFirstOrThrow({
      where: { conversionRequestId: conversion.id, kind: "conversion_reject" },
    });
    expect(Number(back.amount)).toBe(400);
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { to: org.email, kind: "conversion_payout_failed" },
    });
    expect(mail.text).toContain("Reason: The bank returned the transfer");
    expect(mail.text).toContain("The coins are back in your earnings.");
    expect(
      await db().auditLog.count({
        where: {
          action: "conversion.payout_failed",
          entityId: conversion.id,
          actorId: admin.user.id,
        },
      }),
    ).toBe(1);
    // The coins can be asked for again.
    expect((await requested(org, 1_000)).status).toBe("pending");
  });

  it("settled by two admins at once has one outcome, and its coins move once", async () => {
    const org = await earningOrg(1_000);
    const first = await approved(org, 300);
    const answers = await Promise.all([
      confirm(admin, first.id, { reference: "UTR12345678", sentOn: today() }),
      fail(otherAdmin, first.id, { reason: "Account closed" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const row = await db().conversionRequest.findUniqueOrThrow({ where: { id: first.id } });
    const moved = await db().ledgerTransfer.findMany({ where: { conversionRequestId: first.id } });
    if (row.status === "paid") {
      expect(moved.map((t) => t.kind).sort()).toEqual([
        "conversion_approve",
        "conversion_fee",
        "conversion_request",
      ]);
      expect(await earningsBalance(org.user.id)).toBe(700);
    } else {
      expect(row.status).toBe("failed");
      expect(moved.map((t) => t.kind).sort()).toEqual(["conversion_reject", "conversion_request"]);
      expect(await earningsBalance(org.user.id)).toBe(1_000);
    }

    const second = await approved(org, 200);
    const twice = await Promise.all([
      confirm(admin, second.id, { reference: "UTR00000001", sentOn: today() }),
      confirm(otherAdmin, second.id, { reference: "UTR00000002", sentOn: today() }),
    ]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(
      await db().ledgerTransfer.count({
        where: { conversionRequestId: second.id, kind: "conversion_approve" },
      }),
    ).toBe(1);
    expect(
      await db().auditLog.count({ where: { action: "conversion.paid", entityId: second.id } }),
    ).toBe(1);
  });

  it("refuses bad input with its reason, requests not processing, and callers not admins", async () => {
    const org = await earningOrg(1_000);
    const conversion = await approved(org, 100);
    for (const reference of ["12345", "UTR-123456", "x".repeat(41), ""]) {
      const answer = await confirm(admin, conversion.id, { reference, sentOn: today() });
      expectRefused(answer, 422, PAYOUT_REFERENCE_INVALID);
    }
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    expectRefused(
      await confirm(admin, conversion.id, { reference: "UTR1234567", sentOn: tomorrow }),
      422,
      SENT_IN_FUTURE,
    );
    const lastYear = new Date(Date.now() - 365 * DAY).toISOString().slice(0, 10);
    expectRefused(
      await confirm(admin, conversion.id, { reference: "UTR1234567", sentOn: lastYear }),
      422,
      SENT_BEFORE_APPROVAL,
    );
    expect(
      (await confirm(admin, conversion.id, { reference: "UTR1234567", sentOn: "soon" })).status,
    ).toBe(422);
    expectRefused(
      await fail(admin, conversion.id, { reason: " x " }),
      422,
      FAILURE_REASON_REQUIRED,
    );
    expectRefused(await fail(admin, conversion.id, {}), 422, FAILURE_REASON_REQUIRED);
    // Still processing, its coins held: nothing above moved anything.
    expect(await holdOf(conversion.id)).toBe(100);

    const pending = await requested(org, 50);
    expectRefused(await fail(admin, pending.id, { reason: "Never sent" }), 409, NOT_PROCESSING);
    expect((await fail(admin, "no-such-request", { reason: "Never sent" })).status).toBe(404);
    const user = await signedIn("user");
    for (const caller of [user, org]) {
      expect((await fail(caller, conversion.id, { reason: "Not mine to say" })).status).toBe(403);
      expect(
        (await confirm(caller, conversion.id, { reference: "UTR1234567", sentOn: today() })).status,
      ).toBe(403);
    }
    expect((await call(failRoute, "/x", { params: { id: conversion.id }, body: {} })).status).toBe(
      401,
    );
    expect(await holdOf(conversion.id)).toBe(100);
  });
});

describe("earnings that clear", () => {
  it("a request for more than has cleared is refused with the day the rest clears", async () => {
    const org = await earningOrg(100);
    const clearsAt = new Date("2030-12-05T10:00:00.000Z");
    await earnClearing(org, 153, clearsAt);
    const balance = await call<EarningsBalance>(
      earningsBalanceRoute,
      "/api/v1/org/earnings/balance",
      {
        bearer: org.token,
        headers: UTC,
      },
    );
    expect(balance.body.data).toEqual({
      balance: 100,
      clearing: 153,
      clearingSchedule: [{ coins: 153, clearsAt: clearsAt.toISOString() }],
    });

    const refused = await call(create, "/api/v1/conversions", {
      bearer: org.token,
      headers: UTC,
      body: { amount: 200, currency: "INR" },
    });
    expect(refused.status).toBe(422);
    const message = "Only 100 coins are available now; 153 more clear on 5 Dec 2030.";
    expect(refused.body.error).toMatchObject({
      code: "insufficient_balance",
      message: INSUFFICIENT_COINS_TITLE,
      issues: [{ path: "amount", message }],
      details: { description: message, available: 100, clearing: 153 },
    });
    // Nothing was held; what has cleared can still be converted.
    expect(await earningsBalance(org.user.id)).toBe(100);
    const made = await call<ConversionOutcome>(create, "/api/v1/conversions", {
      bearer: org.token,
      headers: UTC,
      body: { amount: 100, currency: "INR" },
    });
    expect(made.status).toBe(201);
    expect(made.body.data?.summary).toMatchObject({ available: 0, clearing: 153, pending: 100 });
  });

  it("on several days, names the day enough has cleared for the request", async () => {
    const org = await earningOrg(50);
    await earnClearing(org, 40, new Date("2030-12-02T08:00:00.000Z"));
    await earnClearing(org, 60, new Date("2030-12-09T08:00:00.000Z"));
    const refused = await call(create, "/api/v1/conversions", {
      bearer: org.token,
      headers: UTC,
      body: { amount: 80, currency: "INR" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      issues: [
        {
          path: "amount",
          message:
            "Only 50 coins are available now; 100 more clear by 9 Dec 2030, enough for this request on 2 Dec 2030.",
        },
      ],
    });
  });

  it("clearDueEarnings clears each due clearance once, however many sweeps run at once", async () => {
    const org = await earningOrg(0);
    const past = new Date(Date.now() - DAY);
    const due = [
      await earnClearing(org, 70, past),
      await earnClearing(org, 45, past),
      await earnClearing(org, 12, new Date(Date.now() - 60_000)),
    ];
    const later = await earnClearing(org, 30, new Date(Date.now() + 3 * DAY));
    expect(await earningsBalance(org.user.id)).toBe(0);

    const [one, two] = await Promise.all([clearDueEarnings(), clearDueEarnings()]);
    // Other tests' clearances here are in the future: only these three were due.
    expect(one + two).toBe(3);
    expect(await earningsBalance(org.user.id)).toBe(127);
    const rows = await db().earningsClearance.findMany({
      where: { bookingId: { in: [...due, later] } },
    });
    for (const row of rows) {
      expect(row.clearedAt === null, row.bookingId).toBe(row.bookingId === later);
    }
    for (const bookingId of due) {
      expect(
        await db().ledgerTransfer.count({ where: { bookingId, kind: "earnings_clear" } }),
      ).toBe(1);
    }
    const clearing = await db().ledgerAccount.findUniqueOrThrow({
      where: { kind_userId: { kind: "org_clearing", userId: org.user.id } },
    });
    expect(Number(clearing.balance)).toBe(30);
    // Again: nothing is due any more.
    expect(await clearDueEarnings()).toBe(0);
    expect(await earningsBalance(org.user.id)).toBe(127);
  });
});
