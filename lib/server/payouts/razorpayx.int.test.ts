// RazorpayX Payouts end to end over HTTP on PostgreSQL, against a local stand-in of its API that
// this file starts (no network): its keys are set before any app module reads the environment.
// An approval creates the contact, the fund account and the payout (the amount in paise, the
// request's id as the X-Payout-Idempotency key); the signed webhook then settles the request:
// payout.processed paid (the UTR as its reference, the coins redeemed exactly), payout.failed and
// payout.reversed failed (the coins back exactly); a replayed event moves nothing, a bad
// signature is 400. A payout RazorpayX refuses fails at once; one it does not answer stays
// processing until the webhook finds it by its reference. The ledger's invariants after each test.
import { createHmac, randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const KEY_ID = "rzp_test_payouts";
const KEY_SECRET = "payouts_key_secret";
const WEBHOOK_SECRET = "payouts_webhook_secret";
const ACCOUNT_NUMBER = "7878780080316316";

// Before any app module reads the environment: RazorpayX is configured, at the stand-in.
const standIn = await vi.hoisted(async () => {
  const { startRazorpayXStandIn } = await import("@/test/integration/razorpayx-stand-in");
  const started = await startRazorpayXStandIn("rzp_test_payouts", "payouts_key_secret");
  Object.assign(process.env, {
    RAZORPAYX_KEY_ID: "rzp_test_payouts",
    RAZORPAYX_KEY_SECRET: "payouts_key_secret",
    RAZORPAYX_ACCOUNT_NUMBER: "7878780080316316",
    RAZORPAYX_WEBHOOK_SECRET: "payouts_webhook_secret",
    RAZORPAYX_API_URL: started.url,
  });
  return started;
});

import { POST as confirmRoute } from "@/app/api/v1/admin/conversions/[id]/confirm-payout/route";
import { POST as approve } from "@/app/api/v1/conversions/[id]/approve/route";
import { POST as create } from "@/app/api/v1/conversions/route";
import { PUT as savePayout } from "@/app/api/v1/org/payout-accounts/[currency]/route";
import { POST as webhook } from "@/app/api/v1/payouts/webhook/route";
import type { ConversionOutcome, ConversionView } from "@/lib/schemas/conversions";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn, verifiedByAdmin } from "@/test/integration/accounts";
import { earnNet } from "@/test/integration/earnings";
import { call } from "@/test/integration/http";
import { earningsBalance } from "@/test/integration/marketplace";
import { SENT_THROUGH_RAZORPAYX } from "@/lib/server/conversions/record-payout";
import { retryUnstartedPayouts } from "./start-payout";
import { INVALID_WEBHOOK_SIGNATURE } from "@/lib/server/payments/signed-webhook";

type Account = Awaited<ReturnType<typeof signedIn>>;

const UPI = { method: "upi", holderName: "Asha Rao", upiId: "asha.rao@okaxis" };
const BANK = {
  method: "bank_account",
  holderName: "Asha Rao",
  accountNumber: "123456789012",
  ifsc: "HDFC0001234",
};
const IBAN = { method: "iban", holderName: "Mara Quill", iban: "DE89 3704 0044 0532 0130 00" };

let admin: Account;

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  // A 5% + 2 coins conversion fee, so a payout splits into redemption and revenue.
  await db().platformSettings.update({
    where: { id: 1 },
    data: { conversionFeeBps: 500, conversionFeeCoins: 2 },
  });
  admin = await signedIn("admin");
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  standIn.received = [];
  standIn.payouts = "ok";
});

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

async function earningOrg(coins: number, currency: "INR" | "EUR", details: object) {
  const org = await signedIn("org");
  await verifiedByAdmin(org.user.id);
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  await earnNet(profile.id, coins);
  const saved = await call(savePayout, `/api/v1/org/payout-accounts/${currency}`, {
    method: "PUT",
    bearer: org.token,
    params: { currency },
    body: details,
  });
  expect(saved.status).toBe(200);
  return { ...org, organizationId: profile.id };
}

async function approvedRequest(
  org: Account,
  amount: number,
  currency: "INR" | "EUR" = "INR",
): Promise<ConversionView> {
  const made = await call<ConversionOutcome>(create, "/api/v1/conversions", {
    bearer: org.token,
    body: { amount, currency },
  });
  expect(made.status).toBe(201);
  const id = made.body.data!.conversion.id;
  const answer = await call<ConversionView>(approve, `/api/v1/conversions/${id}/approve`, {
    method: "POST",
    bearer: admin.token,
    params: { id },
  });
  expect(answer.status).toBe(200);
  return answer.body.data!;
}

/** A RazorpayX webhook delivery, signed as RazorpayX signs it (or with `signature`). */
function deliver(
  event: string,
  entity: Record<string, unknown>,
  options: { eventId?: string; signature?: string | null } = {},
) {
  const rawBody = JSON.stringify({
    entity: "event",
    event,
    contains: ["payout"],
    payload: { payout: { entity: { entity: "payout", ...entity } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature =
    options.signature === undefined
      ? createHmac("sha256", WEBHOOK_SECRET).update(rawBody).digest("hex")
      : options.signature;
  return call<{ event: string; handled: string }>(webhook, "/api/v1/payouts/webhook", {
    rawBody,
    headers: {
      "x-razorpay-event-id": options.eventId ?? `evt_${randomUUID().slice(0, 14)}`,
      ...(signature === null ? {} : { "x-razorpay-signature": signature }),
    },
  });
}

async function rowOf(id: string) {
  return db().conversionRequest.findUniqueOrThrow({ where: { id } });
}
async function balanceOfAccount(id: string): Promise<number> {
  return Number((await db().ledgerAccount.findUniqueOrThrow({ where: { id } })).balance);
}
async function holdOf(id: string): Promise<number> {
  const hold = await db().ledgerAccount.findUnique({ where: { conversionRequestId: id } });
  return Number(hold?.balance ?? 0n);
}

describe("an approval with RazorpayX configured", () => {
  it("creates the contact, the fund account and the payout: paise, the key, the reference", async () => {
    const org = await earningOrg(1_000, "INR", UPI);
    const conversion = await approvedRequest(org, 400);
    // 5% of 400 is 20, plus 2: 378 coins paid, ₹378.00.
    expect(conversion).toMatchObject({ status: "processing", payoutMinor: 37_800 });
    const auth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`;
    expect(standIn.received.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /v1/contacts",
      "POST /v1/fund_accounts",
      "POST /v1/payouts",
    ]);
    expect(standIn.received.every((call) => call.authorization === auth)).toBe(true);
    const [contact, fundAccount, payout] = standIn.received;
    expect(contact?.body).toMatchObject({ email: org.email, type: "vendor" });
    expect(fundAccount?.body).toMatchObject({
      contact_id: expect.stringMatching(/^cont_/),
      account_type: "vpa",
      vpa: { address: "asha.rao@okaxis" },
    });
    expect(payout?.idempotencyKey).toBe(conversion.id);
    expect(payout?.body).toMatchObject({
      account_number: ACCOUNT_NUMBER,
      fund_account_id: expect.stringMatching(/^fa_/),
      amount: 37_800,
      currency: "INR",
      mode: "UPI",
      purpose: "payout",
      reference_id: conversion.id,
    });
    const row = await rowOf(conversion.id);
    expect(row).toMatchObject({ status: "processing", payoutProvider: "razorpayx" });
    expect(row.payoutId).toMatch(/^pout_/);
    // Nothing redeemed: the coins stay held until RazorpayX says it is paid.
    expect(await holdOf(conversion.id)).toBe(400);
    expect(await earningsBalance(org.user.id)).toBe(600);
    // An admin cannot settle what RazorpayX is sending.
    const byHand = await call(confirmRoute, "/x", {
      bearer: admin.token,
      params: { id: conversion.id },
      body: { reference: "UTR1234567", sentOn: new Date().toISOString().slice(0, 10) },
    });
    expect(byHand.status).toBe(409);
    expect(byHand.body.error?.message).toBe(SENT_THROUGH_RAZORPAYX);
  });

  it("pays a bank account by IMPS, and a currency RazorpayX does not pay is left to an admin", async () => {
    const org = await earningOrg(1_000, "INR", BANK);
    const conversion = await approvedRequest(org, 100);
    expect(standIn.received[1]?.body).toMatchObject({
      account_type: "bank_account",
      bank_account: { name: "Asha Rao", ifsc: "HDFC0001234", account_number: "123456789012" },
    });
    expect(standIn.received[2]?.body).toMatchObject({ mode: "IMPS", amount: 9_300 });
    expect((await rowOf(conversion.id)).payoutProvider).toBe("razorpayx");

    standIn.received = [];
    const euros = await earningOrg(1_000, "EUR", IBAN);
    const inEuros = await approvedRequest(euros, 300, "EUR");
    expect(standIn.received).toEqual([]);
    expect(await rowOf(inEuros.id)).toMatchObject({
      status: "processing",
      payoutProvider: "manual",
      payoutId: null,
    });
  });

  it("refused by RazorpayX: the request fails at once and its coins go back", async () => {
    const org = await earningOrg(1_000, "INR", UPI);
    standIn.payouts = "refuse";
    const conversion = await approvedRequest(org, 400);
    expect(conversion).toMatchObject({
      status: "failed",
      failureReason: "The beneficiary's bank account is closed.",
    });
    expect(await holdOf(conversion.id)).toBe(0);
    expect(await earningsBalance(org.user.id)).toBe(1_000);
    expect(
      await db().mailOutbox.count({ where: { to: org.email, kind: "conversion_payout_failed" } }),
    ).toBe(1);
  });
});

describe("RazorpayX's webhook", () => {
  it("payout.processed: paid with the UTR, the coins redeemed exactly; a replay moves nothing", async () => {
    const org = await earningOrg(1_000, "INR", UPI);
    const conversion = await approvedRequest(org, 400);
    const payoutId = (await rowOf(conversion.id)).payoutId!;
    const redemption = await balanceOfAccount("platform_redemption");
    const revenue = await balanceOfAccount("platform_revenue");
    const entity = {
      id: payoutId,
      reference_id: conversion.id,
      status: "processed",
      utr: "HDFCN00000000001",
    };

    const first = await deliver("payout.processed", entity, { eventId: "evt_processed_1" });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ event: "payout.processed", handled: "paid" });
    const row = await rowOf(conversion.id);
    expect(row).toMatchObject({ status: "paid", payoutReference: "HDFCN00000000001" });
    expect(row.paidAt).not.toBeNull();
    expect(await balanceOfAccount("platform_redemption")).toBe(redemption + 378);
    expect(await balanceOfAccount("platform_revenue")).toBe(revenue + 22);
    expect(await holdOf(conversion.id)).toBe(0);
    const mail = await db().mailOutbox.findFirstOrThrow({
      where: { to: org.email, kind: "conversion_paid" },
    });
    expect(mail.text).toContain("Ref HDFCN00000000001");

    // The same delivery again, and the same event under another id: nothing moves.
    const replay = await deliver("payout.processed", entity, { eventId: "evt_processed_1" });
    expect(replay.body.data?.handled).toBe("duplicate");
    const again = await deliver("payout.processed", entity);
    expect(again.body.data?.handled).toBe("ignored");
    expect(await balanceOfAccount("platform_redemption")).toBe(redemption + 378);
    expect(
      await db().ledgerTransfer.count({
        where: { conversionRequestId: conversion.id, kind: "conversion_approve" },
      }),
    ).toBe(1);
    expect(
      await db().auditLog.count({ where: { action: "conversion.paid", entityId: conversion.id } }),
    ).toBe(1);

    // The bank sends a paid payout back: nothing moves on its own, an admin is to look.
    const reversed = await deliver("payout.reversed", { ...entity, status: "reversed" });
    expect(reversed.body.data?.handled).toBe("needs_attention");
    expect((await rowOf(conversion.id)).status).toBe("paid");
    expect(await earningsBalance(org.user.id)).toBe(600);
  });

  it.each(["payout.failed", "payout.reversed"])(
    "%s: failed with the reason, the coins back exactly, once",
    async (event) => {
      const org = await earningOrg(1_000, "INR", UPI);
      const conversion = await approvedRequest(org, 400);
      const payoutId = (await rowOf(conversion.id)).payoutId!;
      const entity = {
        id: payoutId,
        reference_id: conversion.id,
        status: event.slice("payout.".length),
        status_details: { description: "Beneficiary bank was offline", reason: "bank_offline" },
      };
      const answer = await deliver(event, entity, { eventId: `evt_${event}_${payoutId}` });
      expect(answer.body.data).toEqual({ event, handled: "failed" });
      expect(await rowOf(conversion.id)).toMatchObject({
        status: "failed",
        failureReason: "Beneficiary bank was offline",
      });
      expect(await holdOf(conversion.id)).toBe(0);
      expect(await earningsBalance(org.user.id)).toBe(1_000);
      const mail = await db().mailOutbox.findFirstOrThrow({
        where: { to: org.email, kind: "conversion_payout_failed" },
      });
      expect(mail.text).toContain("The coins are back in your earnings.");

      const replay = await deliver(event, entity, { eventId: `evt_${event}_${payoutId}` });
      expect(replay.body.data?.handled).toBe("duplicate");
      const late = await deliver("payout.processed", { ...entity, utr: "HDFCN00000000002" });
      expect(late.body.data?.handled).toBe("ignored");
      expect(await earningsBalance(org.user.id)).toBe(1_000);
      expect(
        await db().ledgerTransfer.count({ where: { conversionRequestId: conversion.id } }),
      ).toBe(2);
    },
  );

  it("refuses a wrong or missing signature with 400, and records nothing", async () => {
    const org = await earningOrg(1_000, "INR", UPI);
    const conversion = await approvedRequest(org, 100);
    const payoutId = (await rowOf(conversion.id)).payoutId!;
    const entity = { id: payoutId, reference_id: conversion.id, utr: "HDFCN00000000003" };
    const before = await db().paymentWebhookEvent.count();
    for (const signature of ["0".repeat(64), "not-hex", null]) {
      const answer = await deliver("payout.processed", entity, { signature });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toBe(INVALID_WEBHOOK_SIGNATURE);
    }
    // Signed with Razorpay's payments secret (or any other) is not RazorpayX's.
    const rawBody = JSON.stringify({ event: "payout.processed", payload: { payout: { entity } } });
    const wrongSecret = createHmac("sha256", "another_secret").update(rawBody).digest("hex");
    const refused = await call(webhook, "/api/v1/payouts/webhook", {
      rawBody,
      headers: { "x-razorpay-signature": wrongSecret },
    });
    expect(refused.status).toBe(400);
    expect(await db().paymentWebhookEvent.count()).toBe(before);
    expect((await rowOf(conversion.id)).status).toBe("processing");
  });

  it("settles a payout RazorpayX did not answer for, found by its reference", async () => {
    const org = await earningOrg(1_000, "INR", UPI);
    standIn.payouts = "down";
    const conversion = await approvedRequest(org, 400);
    // The payout may exist: nothing is undone, the request waits.
    expect(conversion.status).toBe("processing");
    expect(await rowOf(conversion.id)).toMatchObject({ status: "processing", payoutId: null });
    expect(await holdOf(conversion.id)).toBe(400);

    const answer = await deliver("payout.processed", {
      id: "pout_found_later_1",
      reference_id: conversion.id,
      utr: "ICICN00000000004",
    });
    expect(answer.body.data?.handled).toBe("paid");
    expect(await rowOf(conversion.id)).toMatchObject({
      status: "paid",
      payoutId: "pout_found_later_1",
      payoutReference: "ICICN00000000004",
    });
    // Events of payouts that are not ours are recorded and change nothing.
    const stranger = await deliver("payout.processed", { id: "pout_someone_else", utr: "X" });
    expect(stranger.body.data?.handled).toBe("ignored");
  });

  it("a payout not started is asked for again by the sweep, with the same key, once", async () => {
    const org = await earningOrg(1_000, "INR", UPI);
    standIn.payouts = "down";
    const conversion = await approvedRequest(org, 200);
    expect((await rowOf(conversion.id)).payoutId).toBeNull();
    standIn.payouts = "ok";
    standIn.received = [];
    // Too soon: the approval's own attempt may still be answered.
    expect(await retryUnstartedPayouts()).toBe(0);
    await db().conversionRequest.update({
      where: { id: conversion.id },
      data: { processedAt: new Date(Date.now() - 10 * 60_000) },
    });
    expect(await retryUnstartedPayouts()).toBe(1);
    const payouts = standIn.received.filter((call) => call.path === "/v1/payouts");
    expect(payouts.map((call) => call.idempotencyKey)).toEqual([conversion.id]);
    expect((await rowOf(conversion.id)).payoutId).toMatch(/^pout_/);
    // Started: the sweep leaves it to the webhook.
    expect(await retryUnstartedPayouts()).toBe(0);
    expect(await holdOf(conversion.id)).toBe(200);
  });
});
