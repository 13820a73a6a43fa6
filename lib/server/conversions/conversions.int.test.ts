// Convert Coins over HTTP on PostgreSQL: payout details (sealed, shown masked), requests that
// hold their coins (concurrent ones never exceed the balance), Idempotency-Key replays, the
// organization's cancellation and the admin's decisions (once, however many race: an approval
// leaves the request processing, its coins held for the payout), and who may see what. The
// ledger's invariants (a pending or processing request's hold holds its amount) after each test.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { POST as confirmPayout } from "@/app/api/v1/admin/conversions/[id]/confirm-payout/route";
import { POST as approve } from "@/app/api/v1/conversions/[id]/approve/route";
import { POST as cancel } from "@/app/api/v1/conversions/[id]/cancel/route";
import { POST as reject } from "@/app/api/v1/conversions/[id]/reject/route";
import { GET as getOne } from "@/app/api/v1/conversions/[id]/route";
import { GET as quoteRoute } from "@/app/api/v1/conversions/quote/route";
import { GET as list, POST as create } from "@/app/api/v1/conversions/route";
import { PUT as savePayout } from "@/app/api/v1/org/payout-accounts/[currency]/route";
import { GET as payouts } from "@/app/api/v1/org/payout-accounts/route";
import {
  conversionOutcomeSchema,
  conversionSchema,
  type ConversionOutcome,
  type ConversionQuoteView,
  type ConversionView,
  type PayoutAccountView,
} from "@/lib/schemas/conversions";
import {
  ENTER_A_VALID_AMOUNT,
  INSUFFICIENT_COINS_TITLE,
  NOT_ENOUGH_COINS,
  PAYOUT_REQUIRED,
  QUOTE_CHANGED,
} from "@/lib/conversions/messages";
import { DEFAULT_REJECTION_REASON } from "@/lib/conversions/admin-messages";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { IDEMPOTENCY_KEY_REUSED } from "@/lib/validations/idempotency";
import { signedIn, verifiedByAdmin } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { earnNet } from "@/test/integration/earnings";
import { earningsBalance } from "@/test/integration/marketplace";
import { unseal } from "./seal";

type Account = Awaited<ReturnType<typeof signedIn>>;

const UPI = { method: "upi", holderName: "Asha Rao", upiId: "asha.rao@okaxis" };

beforeAll(async () => {
  // Decision emails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  // Payouts at the exchange rate itself, so that each sum below is the fee and the rounding
  // alone (with rates held to the smallest move, under which 15% is safe without a spread); the
  // spread's share is tried in lib/server/economics/money-cycles.int.test.ts.
  await db().platformSettings.update({
    where: { id: 1 },
    data: { fxSpreadBps: 0, maxRateMoveBps: 50 },
  });
});

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

const organizations = new Map<string, string>();

function organizationIdOf(org: Account): string {
  const id = organizations.get(org.user.id);
  if (!id) throw new Error("an org account without its organization");
  return id;
}

async function signedInOrg(): Promise<Account> {
  const org = await signedIn("org");
  await verifiedByAdmin(org.user.id);
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  organizations.set(org.user.id, profile.id);
  return org;
}

/** An organization with `coins` earned (net of the commission) and UPI payout details for INR. */
async function earningOrg(coins: number): Promise<Account> {
  const org = await signedInOrg();
  if (coins > 0) await earnNet(organizationIdOf(org), coins);
  const saved = await call(savePayout, "/api/v1/org/payout-accounts/INR", {
    method: "PUT",
    bearer: org.token,
    params: { currency: "INR" },
    body: UPI,
  });
  expect(saved.status).toBe(200);
  return org;
}

function requestFrom(org: Account, body: unknown, key?: string) {
  return call<ConversionOutcome>(create, "/api/v1/conversions", {
    bearer: org.token,
    body,
    headers: key ? { "idempotency-key": key } : {},
  });
}

async function requested(org: Account, amount: number): Promise<ConversionView> {
  const response = await requestFrom(org, { amount, currency: "INR" });
  expect(response.status).toBe(201);
  return response.body.data!.conversion;
}

const decide = (
  handler: typeof approve,
  decision: { admin: Account; id: string; body?: unknown },
) => {
  const { admin, id, body } = decision;
  return call<ConversionView>(handler, `/api/v1/conversions/${id}/x`, {
    method: "POST",
    bearer: admin.token,
    params: { id },
    ...(body === undefined ? {} : { body }),
  });
};

describe("payout details", () => {
  it("are stored sealed, shown masked, and checked for the currency", async () => {
    const org = await signedInOrg();
    const put = (currency: string, body: unknown) =>
      call<PayoutAccountView>(savePayout, `/api/v1/org/payout-accounts/${currency}`, {
        method: "PUT",
        bearer: org.token,
        params: { currency },
        body,
      });

    const saved = await put("INR", {
      method: "bank_account",
      holderName: "Asha Rao",
      accountNumber: "1234 5678 9012",
      ifsc: "hdfc0001234",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      currency: "INR",
      method: "bank_account",
      masked: "A/c ••••9012 · HDFC0001234",
    });
    expect(JSON.stringify(saved.body)).not.toContain("123456789012");

    const row = await db().payoutAccount.findFirstOrThrow({
      where: { organizationId: organizationIdOf(org) },
    });
    expect(row.detailsSealed).not.toContain("123456789012");
    expect(unseal(row.detailsSealed, organizationIdOf(org))).toMatchObject({
      accountNumber: "123456789012",
      ifsc: "HDFC0001234",
    });
    // Copied onto another organization, it does not open.
    expect(() => unseal(row.detailsSealed, "another-organization")).toThrow();

    const eur = await put("EUR", {
      method: "iban",
      holderName: "Asha Rao",
      iban: "DE89 3704 0044 0532 0130 00",
    });
    expect(eur.body.data?.masked).toBe("IBAN DE••••3000");
    const usd = await put("USD", {
      method: "us_account",
      holderName: "Asha Rao",
      accountNumber: "000123456789",
      routingNumber: "021000021",
    });
    expect(usd.body.data?.masked).toBe("A/c ••••6789 · Routing ••••0021");

    const refusals: [string, unknown, string][] = [
      ["INR", { ...UPI, upiId: "not-an-id" }, "A UPI ID looks like name@bank."],
      [
        "INR",
        { method: "bank_account", holderName: "A R", accountNumber: "12", ifsc: "HDFC0001234" },
        "An account number has 9 to 18 digits.",
      ],
      [
        "EUR",
        { method: "iban", holderName: "Asha Rao", iban: "DE89370400440532013001" },
        "This IBAN is not valid: check it for typos.",
      ],
      [
        "USD",
        {
          method: "us_account",
          holderName: "Asha Rao",
          accountNumber: "000123456789",
          routingNumber: "021000022",
        },
        "This routing number is not valid: check it for typos.",
      ],
      ["EUR", UPI, "EUR is paid to: IBAN."],
    ];
    for (const [currency, body, message] of refusals) {
      const refused = await put(currency, body);
      expect(refused.status, message).toBe(422);
      expect(JSON.stringify(refused.body.error)).toContain(message);
    }

    const listed = await call<PayoutAccountView[]>(payouts, "/api/v1/org/payout-accounts", {
      bearer: org.token,
    });
    expect(listed.body.data?.map((account) => account.currency)).toEqual(["INR", "USD", "EUR"]);
  });

  it("are needed before the first request in a currency", async () => {
    const org = await signedInOrg();
    await earnNet(organizationIdOf(org), 500);
    const refused = await requestFrom(org, { amount: 100, currency: "EUR" });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe(PAYOUT_REQUIRED("EUR"));
    expect(await earningsBalance(org.user.id)).toBe(500);
  });
});

describe("requesting a conversion", () => {
  it("holds the coins and answers the figures after it", async () => {
    const org = await earningOrg(1000);
    const response = await requestFrom(org, { amount: 400, currency: "INR" });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe("Conversion Request Submitted");
    expect(response.body.data?.conversion).toMatchObject({
      amount: 400,
      currency: "INR",
      convertedAmount: 400,
      status: "pending",
      payout: { method: "upi", masked: "UPI as••••@okaxis" },
      processedAt: null,
    });
    expect(response.body.data?.summary).toEqual({
      available: 600,
      clearing: 0,
      clearingSchedule: [],
      pending: 400,
      pendingCount: 1,
      processing: 0,
      processingCount: 0,
    });
    expect(await earningsBalance(org.user.id)).toBe(600);
  });

  it("refuses amounts that are not whole coins above zero, and more than is available", async () => {
    const org = await earningOrg(300);
    for (const amount of [0, -5, 10.5, "100", null]) {
      const refused = await requestFrom(org, { amount, currency: "INR" });
      expect(refused.status, String(amount)).toBe(422);
      expect(JSON.stringify(refused.body.error)).toContain(ENTER_A_VALID_AMOUNT);
    }
    const tooMuch = await requestFrom(org, { amount: 301, currency: "INR" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toMatchObject({
      code: "insufficient_balance",
      message: INSUFFICIENT_COINS_TITLE,
      details: { description: NOT_ENOUGH_COINS, available: 300 },
    });
    expect(await earningsBalance(org.user.id)).toBe(300);
    expect(
      await db().conversionRequest.count({ where: { organizationId: organizationIdOf(org) } }),
    ).toBe(0);
  });

  it("of 20 at once, only as many as the balance covers are made", async () => {
    const org = await earningOrg(1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => requestFrom(org, { amount: 100, currency: "INR" })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(await earningsBalance(org.user.id)).toBe(0);
    const held = await db().conversionRequest.aggregate({
      where: { organizationId: organizationIdOf(org), status: "pending" },
      _sum: { amount: true },
    });
    expect(held._sum.amount).toBe(1000);
  });

  it("of 20 at once, each for the whole balance, exactly one is made", async () => {
    const org = await earningOrg(700);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => requestFrom(org, { amount: 700, currency: "INR" })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.body.error?.message)).toEqual(
      Array.from({ length: 19 }, () => INSUFFICIENT_COINS_TITLE),
    );
    expect(await earningsBalance(org.user.id)).toBe(0);
  });

  it("with an Idempotency-Key answers the first request again and holds nothing more", async () => {
    const org = await earningOrg(500);
    const first = await requestFrom(org, { amount: 200, currency: "INR" }, "convert-1");
    const again = await requestFrom(org, { amount: 200, currency: "INR" }, "convert-1");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data?.conversion.id).toBe(first.body.data?.conversion.id);
    expect(await earningsBalance(org.user.id)).toBe(300);

    const reused = await requestFrom(org, { amount: 250, currency: "INR" }, "convert-1");
    expect(reused.status).toBe(422);
    expect(reused.body.error?.message).toBe(IDEMPOTENCY_KEY_REUSED);

    // The same key raced from two tabs: one request, one hold.
    const raced = await Promise.all([
      requestFrom(org, { amount: 50, currency: "INR" }, "convert-2"),
      requestFrom(org, { amount: 50, currency: "INR" }, "convert-2"),
    ]);
    expect(new Set(raced.map((answer) => answer.body.data?.conversion.id)).size).toBe(1);
    expect(await earningsBalance(org.user.id)).toBe(250);
  });

  it("keeps the payout details it was made with when the organization changes them", async () => {
    const org = await earningOrg(500);
    const conversion = await requested(org, 100);
    await call(savePayout, "/api/v1/org/payout-accounts/INR", {
      method: "PUT",
      bearer: org.token,
      params: { currency: "INR" },
      body: { ...UPI, upiId: "someone.else@ybl" },
    });
    const row = await db().conversionRequest.findUniqueOrThrow({ where: { id: conversion.id } });
    expect(row.payoutMasked).toBe("UPI as••••@okaxis");
    expect(unseal(row.payoutSealed!, organizationIdOf(org))).toMatchObject({
      upiId: "asha.rao@okaxis",
    });
  });
});

describe("a request at the rate, net of the fee", () => {
  const USD_ACCOUNT = {
    method: "us_account",
    holderName: "Asha Rao",
    accountNumber: "000123456789",
    routingNumber: "021000021",
  };

  /** The platform's fee and the dollar's rate for one test; the defaults come back after it. */
  async function withRules(rules: { feeBps: number; feeCoins: number; usdMicros: bigint }) {
    await db().platformSettings.update({
      where: { id: 1 },
      data: { conversionFeeBps: rules.feeBps, conversionFeeCoins: rules.feeCoins },
    });
    await db().exchangeRate.update({
      where: { currency: "USD" },
      data: { rateMicros: rules.usdMicros },
    });
  }

  afterEach(() => withRules({ feeBps: 0, feeCoins: 0, usdMicros: 88_000_000n }));

  async function dollarOrg(coins: number): Promise<Account> {
    const org = await earningOrg(coins);
    const saved = await call(savePayout, "/api/v1/org/payout-accounts/USD", {
      method: "PUT",
      bearer: org.token,
      params: { currency: "USD" },
      body: USD_ACCOUNT,
    });
    expect(saved.status).toBe(200);
    return org;
  }

  const quoteFor = (org: Account, amount: number) =>
    call<ConversionQuoteView>(
      quoteRoute,
      `/api/v1/conversions/quote?amount=${amount}&currency=USD`,
      {
        bearer: org.token,
      },
    );

  it("with the quote's payout as expectedPayoutMinor is made, and records rate, fee and payout", async () => {
    await withRules({ feeBps: 200, feeCoins: 1, usdMicros: 88_500_000n });
    const org = await dollarOrg(1_000);
    const admin = await signedIn("admin");

    // 2% of 500 is 10, plus 1: 489 coins at 88.50 a dollar are $5.52 (5.5254..., rounded down).
    const quote = await quoteFor(org, 500);
    expect(quote.status).toBe(200);
    expect(quote.body.data).toEqual({
      currency: "USD",
      amount: 500,
      feeCoins: 11,
      netCoins: 489,
      rate: "88.50",
      payoutMinor: 552,
      convertedAmount: 5.52,
    });

    const made = await requestFrom(org, {
      amount: 500,
      currency: "USD",
      expectedPayoutMinor: quote.body.data!.payoutMinor,
    });
    expect(made.status).toBe(201);
    expect(made.body.data?.conversion).toMatchObject({ ...quote.body.data, status: "pending" });
    const row = await db().conversionRequest.findUniqueOrThrow({
      where: { id: made.body.data!.conversion.id },
    });
    expect(row).toMatchObject({
      amount: 500,
      feeCoins: 11,
      rateMicros: 88_500_000n,
      payoutMinor: 552,
    });
    // The whole amount is held; the fee is only taken on approval.
    expect(await earningsBalance(org.user.id)).toBe(500);

    // A rate that moves after the request changes nothing of what it pays.
    await withRules({ feeBps: 200, feeCoins: 1, usdMicros: 95_000_000n });
    const approved = await decide(approve, { admin, id: row.id });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: "processing",
      payoutMinor: 552,
      rate: "88.50",
      netCoins: 489,
    });
    // Processing: nothing is redeemed until the payout is confirmed, then exactly the quote.
    const moved = async () =>
      Object.fromEntries(
        (
          await db().ledgerTransfer.findMany({
            where: { conversionRequestId: row.id },
            select: { kind: true, amount: true },
          })
        ).map((t) => [t.kind, Number(t.amount)]),
      );
    expect(await moved()).toEqual({ conversion_request: 500 });
    // Sent today, a day of the admin's zone (UTC here, by the browser's cookie).
    const paid = await call(confirmPayout, `/api/v1/admin/conversions/${row.id}/confirm-payout`, {
      bearer: admin.token,
      params: { id: row.id },
      headers: { cookie: "cm_tz=UTC" },
      body: { reference: "BOFAUS3N123456", sentOn: new Date().toISOString().slice(0, 10) },
    });
    expect(paid.status).toBe(200);
    expect(await moved()).toEqual({
      conversion_request: 500,
      conversion_approve: 489,
      conversion_fee: 11,
    });
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { to: org.user.email, kind: "conversion_approved" },
    });
    expect(mail.text).toContain("$5.52");
  });

  it("with a stale expectedPayoutMinor is refused with 409 quote_changed and holds nothing", async () => {
    const org = await dollarOrg(1_000);
    const seen = await quoteFor(org, 500);
    // 500 coins at 88.00 a dollar: $5.68.
    expect(seen.body.data?.payoutMinor).toBe(568);

    // The rate moves (and a fee appears) between the quote and the request.
    await withRules({ feeBps: 100, feeCoins: 0, usdMicros: 90_000_000n });
    const stale = await requestFrom(
      org,
      { amount: 500, currency: "USD", expectedPayoutMinor: seen.body.data!.payoutMinor },
      "stale-quote",
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: "quote_changed",
      message: QUOTE_CHANGED,
      // 1% of 500 is 5: 495 coins at 90 a dollar, $5.50.
      details: {
        quote: {
          currency: "USD",
          grossCoins: 500,
          feeCoins: 5,
          netCoins: 495,
          rateMicros: 90_000_000,
          payoutMinor: 550,
        },
      },
    });
    expect(await earningsBalance(org.user.id)).toBe(1_000);
    expect(
      await db().conversionRequest.count({ where: { organizationId: organizationIdOf(org) } }),
    ).toBe(0);

    // Asked again at the new quote (a new key: the refused one made nothing), it is made.
    const again = await requestFrom(
      org,
      { amount: 500, currency: "USD", expectedPayoutMinor: 550 },
      "fresh-quote",
    );
    expect(again.status).toBe(201);
    expect(again.body.data?.conversion).toMatchObject({ payoutMinor: 550, feeCoins: 5 });
    expect(await earningsBalance(org.user.id)).toBe(500);
  });
});

describe("cancelling and deciding", () => {
  it("the organization cancels its own pending request and the coins return, once", async () => {
    const org = await earningOrg(500);
    const conversion = await requested(org, 200);
    const cancelAs = (account: Account) =>
      call<ConversionOutcome>(cancel, `/api/v1/conversions/${conversion.id}/cancel`, {
        method: "POST",
        bearer: account.token,
        params: { id: conversion.id },
      });

    const stranger = await earningOrg(0);
    expect((await cancelAs(stranger)).status).toBe(404);
    expect((await cancelAs(await signedIn("user"))).status).toBe(403);

    const [one, two] = await Promise.all([cancelAs(org), cancelAs(org)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const done = one.status === 200 ? one : two;
    expect(done.body.data?.conversion.status).toBe("cancelled");
    expect(done.body.data?.summary).toEqual({
      available: 500,
      clearing: 0,
      clearingSchedule: [],
      pending: 0,
      pendingCount: 0,
      processing: 0,
      processingCount: 0,
    });
    expect(await earningsBalance(org.user.id)).toBe(500);
  });

  it("a cancellation racing an approval and a rejection settles once", async () => {
    const org = await earningOrg(400);
    const admin = await signedIn("admin");
    const conversion = await requested(org, 400);
    const answers = await Promise.all([
      call(cancel, "/x", { method: "POST", bearer: org.token, params: { id: conversion.id } }),
      decide(approve, { admin, id: conversion.id }),
      decide(reject, { admin, id: conversion.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const row = await db().conversionRequest.findUniqueOrThrow({ where: { id: conversion.id } });
    // Held for its payout, or back in the earnings: never both, never twice.
    expect(await earningsBalance(org.user.id)).toBe(row.status === "processing" ? 0 : 400);
    expect(await db().ledgerTransfer.count({ where: { conversionRequestId: conversion.id } })).toBe(
      row.status === "processing" ? 1 : 2,
    );
  });

  it("an admin approves: the request is processing, its coins held, and the organization is told", async () => {
    const org = await earningOrg(500);
    const admin = await signedIn("admin");
    const conversion = await requested(org, 300);
    const approved = await decide(approve, { admin, id: conversion.id });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe("Conversion Approved");
    expect(approved.body.data).toMatchObject({
      status: "processing",
      reason: null,
      paidAt: null,
      payoutReference: null,
    });
    expect(approved.body.data?.processedAt).not.toBeNull();
    expect(await earningsBalance(org.user.id)).toBe(200);
    // Nothing redeemed yet: the payout is not confirmed.
    expect(
      await db().ledgerTransfer.count({
        where: { conversionRequestId: conversion.id, kind: "conversion_approve" },
      }),
    ).toBe(0);
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { to: org.user.email, kind: "conversion_approved" },
    });
    expect(mail.text).toContain("₹300");
    expect(mail.text).toContain("UPI as••••@okaxis");
    expect(mail.text).toContain("is processing");
    expect(mail.text).not.toContain("on its way");
    // An approval has no reason: its audit entry keeps none, not a null one ("reason: null").
    const audited = await db().auditLog.findFirstOrThrow({
      where: { entityId: conversion.id, action: "conversion.approved" },
    });
    expect(audited.data).toMatchObject({ amount: 300 });
    expect(audited.data).not.toHaveProperty("reason");

    // Decided: neither another decision nor a cancellation moves anything.
    expect((await decide(reject, { admin, id: conversion.id })).status).toBe(409);
    const late = await call(cancel, "/x", {
      method: "POST",
      bearer: org.token,
      params: { id: conversion.id },
    });
    expect(late.status).toBe(409);
    expect(await earningsBalance(org.user.id)).toBe(200);
  });

  it("an admin rejects, with 'Administrative decision' unless a reason is given; racing admins settle once", async () => {
    const org = await earningOrg(600);
    const admin = await signedIn("admin");
    const other = await signedIn("admin");
    const first = await requested(org, 100);
    const rejected = await decide(reject, { admin, id: first.id });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe("Conversion Rejected");
    expect(rejected.body.data).toMatchObject({
      status: "rejected",
      reason: DEFAULT_REJECTION_REASON,
    });

    const second = await requested(org, 200);
    const withReason = await decide(reject, {
      admin,
      id: second.id,
      body: {
        reason: "  The payout account is closed. ",
      },
    });
    expect(withReason.body.data?.reason).toBe("The payout account is closed.");
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { to: org.user.email, kind: "conversion_rejected" },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.text).toContain("Reason: The payout account is closed.");

    const third = await requested(org, 300);
    const race = await Promise.all([
      decide(approve, { admin, id: third.id }),
      decide(reject, { admin: other, id: third.id }),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = race.find((answer) => answer.status === 200)!.body.data!.status;
    // Approved: held for its payout; rejected: back.
    expect(await earningsBalance(org.user.id)).toBe(won === "processing" ? 300 : 600);
    expect(
      await db().auditLog.count({ where: { entityType: "conversion", entityId: third.id } }),
    ).toBe(2);
  });
});

describe("what a decision answers", () => {
  /** The answer as sent equals its schema's reading of it: no field the document does not declare. */
  function expectOnlyDeclared(data: unknown, schema: z.ZodType) {
    expect(data).toEqual(schema.parse(data));
  }

  it("approve, reject and cancel carry only the declared fields (no owner id or email)", async () => {
    const org = await earningOrg(600);
    const admin = await signedIn("admin");
    const [toApprove, toReject, toCancel] = [
      await requested(org, 100),
      await requested(org, 200),
      await requested(org, 300),
    ];
    const approved = await decide(approve, { admin, id: toApprove.id });
    const rejected = await decide(reject, {
      admin,
      id: toReject.id,
      body: { reason: "Closed account" },
    });
    const cancelled = await call<ConversionOutcome>(cancel, "/x", {
      method: "POST",
      bearer: org.token,
      params: { id: toCancel.id },
    });
    for (const decided of [approved, rejected]) {
      expect(decided.status).toBe(200);
      expect(Object.keys(decided.body.data!.organization).sort()).toEqual(["id", "name"]);
      expectOnlyDeclared(decided.body.data, conversionSchema);
    }
    expect(cancelled.status).toBe(200);
    expect(Object.keys(cancelled.body.data!.conversion.organization).sort()).toEqual([
      "id",
      "name",
    ]);
    expectOnlyDeclared(cancelled.body.data, conversionOutcomeSchema);
    expect(JSON.stringify([approved.body, rejected.body, cancelled.body])).not.toContain(org.email);
  });
});

describe("who sees what", () => {
  it("an organization lists and reads only its own requests; an admin all, by status", async () => {
    const org = await earningOrg(500);
    const other = await earningOrg(500);
    const admin = await signedIn("admin");
    const mine = await requested(org, 100);
    const theirs = await requested(other, 150);
    await decide(approve, { admin, id: theirs.id });

    const own = await call<{ items: ConversionView[] }>(list, "/api/v1/conversions", {
      bearer: org.token,
    });
    expect(own.body.data?.items.map((item) => item.id)).toEqual([mine.id]);
    const read = (account: Account, id: string) =>
      call<ConversionView>(getOne, `/api/v1/conversions/${id}`, {
        bearer: account.token,
        params: { id },
      });
    expect((await read(org, mine.id)).status).toBe(200);
    expect((await read(org, theirs.id)).status).toBe(404);
    expect((await read(admin, mine.id)).body.data?.organization.name).toBe("Test Org");

    const processingOnly = await call<{ items: ConversionView[] }>(
      list,
      "/api/v1/conversions?status=processing&limit=50",
      { bearer: admin.token },
    );
    const items = processingOnly.body.data?.items ?? [];
    expect(items.every((item) => item.status === "processing")).toBe(true);
    expect(items.map((item) => item.id)).toContain(theirs.id);
    expect(items.map((item) => item.id)).not.toContain(mine.id);
  });

  it("refuses callers without the role", async () => {
    const user = await signedIn("user");
    const org = await earningOrg(100);
    const conversion = await requested(org, 50);
    expect((await call(list, "/api/v1/conversions")).status).toBe(401);
    expect((await call(list, "/api/v1/conversions", { bearer: user.token })).status).toBe(403);
    expect((await requestFrom(user, { amount: 10, currency: "INR" })).status).toBe(403);
    expect((await decide(approve, { admin: org, id: conversion.id })).status).toBe(403);
    expect(
      (await call(payouts, "/api/v1/org/payout-accounts", { bearer: user.token })).status,
    ).toBe(403);
  });
});
