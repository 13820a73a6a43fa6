// bench:money's raw-SQL baselines (raw-money.ts) stay the transactions they mirror: each runs
// beside the app's code, called over HTTP as the benchmark calls it, on equivalent fresh accounts,
// and the rows they leave (the order, the delivery, the ledger, the receipt; the request, its
// hold, its audit entry) must be the same. A change to the webhook's crediting or to
// requestConversion() without its baseline (or the reverse) fails here.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createConversion } from "@/app/api/v1/conversions/route";
import { POST as webhookRoute } from "@/app/api/v1/payments/webhook/route";
import { db } from "@/lib/server/db/client";
import { appOrigin } from "@/lib/server/http/app-url";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { unsubscribeToken } from "@/lib/server/notifications/unsubscribe-token";
import { simulatedPaymentProvider } from "@/lib/server/payments/providers";
import { signedIn, verifiedByAdmin } from "@/test/integration/accounts";
import { earnNet } from "@/test/integration/earnings";
import { createUser } from "@/test/integration/fixtures";
import { call } from "@/test/integration/http";
import { balances, relabel, transfersWhere, type Labels } from "@/test/integration/mirror";
import { rawConversionRequest, rawWebhookCredit, type RawCapture } from "./raw-money";

let pool: pg.Pool;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  // Receipts are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterAll(() => pool.end());

afterEach(async () => {
  expect((await checkLedgerInvariants(db())).problems).toEqual([]);
});

describe("rawWebhookCredit mirrors the webhook's payment.captured crediting", () => {
  type Credit = (capture: RawCapture, body: string) => Promise<void>;

  /** A fresh payer's created order of 250 INR for 250 coins and 25 bonus coins is captured. */
  async function scenario(credit: Credit) {
    const payer = await createUser();
    const reference = randomUUID();
    const order = await db().paymentOrder.create({
      data: {
        userId: payer.id,
        provider: "simulated",
        providerOrderId: `order_${reference}`,
        amountMinor: 25_000,
        currency: "INR",
        coins: 250,
        bonusCoins: 25,
        expiresAt: new Date(Date.now() + 30 * 60_000),
      },
    });
    const capture: RawCapture = {
      providerOrderId: order.providerOrderId,
      providerPaymentId: `pay_${reference}`,
      eventId: `evt_${reference}`,
      payload: {
        event: "payment.captured",
        payload: {
          payment: {
            entity: {
              id: `pay_${reference}`,
              order_id: order.providerOrderId,
              amount: 25_000,
              currency: "INR",
            },
          },
        },
      },
      amountMinor: 25_000,
      currency: "INR",
    };
    await credit(capture, JSON.stringify(capture.payload));

    const paid = await db().paymentOrder.findUniqueOrThrow({ where: { id: order.id } });
    const wallet = await db().ledgerAccount.findUniqueOrThrow({
      where: { kind_userId: { kind: "user_wallet", userId: payer.id } },
    });
    const labels: Labels = new Map([
      [order.id, "order"],
      [reference, "reference"],
      [wallet.id, "wallet"],
      [payer.id, "payer"],
      [payer.email, "email"],
      [payer.name, "name"],
      // The receipt states when it was paid: the same words, not the same second.
      [paid.paidAt!.toUTCString(), "paidAt"],
      // Its unsubscribe link names the payer.
      [encodeURIComponent(unsubscribeToken({ userId: payer.id, topic: "payments" })!), "token"],
    ]);
    const delivery = await db().paymentWebhookEvent.findUniqueOrThrow({
      where: { eventId: capture.eventId },
    });
    const mails = await db().mailOutbox.findMany({ where: { to: payer.email } });
    return {
      order: {
        status: paid.status,
        providerPaymentId: relabel(paid.providerPaymentId, labels),
        paid: paid.paidAt !== null,
        failureReason: paid.failureReason,
      },
      delivery: {
        event: delivery.event,
        payload: relabel(JSON.stringify(delivery.payload), labels),
      },
      transfers: await transfersWhere(labels, { paymentOrderId: order.id }),
      wallet: await balances(labels, [wallet.id]),
      mails: mails.map((mail) => ({
        to: relabel(mail.to, labels),
        kind: mail.kind,
        status: mail.status,
        subject: relabel(mail.subject, labels),
        text: relabel(mail.text, labels),
        html: relabel(mail.html, labels),
        unsubscribeUrl: relabel(mail.unsubscribeUrl, labels),
      })),
      notifications: (await db().notification.findMany({ where: { userId: payer.id } })).map(
        (note) => ({
          topic: note.topic,
          event: note.event,
          text: note.text,
          href: relabel(note.href, labels),
          read: note.readAt !== null,
        }),
      ),
    };
  }

  it("marks the same order paid, records the delivery, moves the coins and bonus, and keeps the same receipt", async () => {
    const provider = simulatedPaymentProvider();
    if (!provider) throw new Error("integration tests expect the simulated payment provider");
    const app = await scenario(async (capture, body) => {
      const answer = await call<{ handled: string }>(webhookRoute, "/api/v1/payments/webhook", {
        rawBody: body,
        headers: {
          "x-razorpay-signature": provider.signWebhook(body),
          "x-razorpay-event-id": capture.eventId,
        },
      });
      expect(answer.body.data?.handled).toBe("credited");
    });
    // Receipts link to the app's public origin, as the benchmark passes its server's.
    const raw = await scenario((capture) => rawWebhookCredit(pool, capture, appOrigin()));
    expect(raw).toEqual(app);
    expect(app.transfers.map((transfer) => [transfer.kind, transfer.amount])).toEqual([
      ["topup", 250],
      ["topup_bonus", 25],
    ]);
    expect(app.wallet).toEqual({ "<wallet>": 275 });
    expect(app.mails).toHaveLength(1);
  });
});

describe("rawConversionRequest mirrors requestConversion()", () => {
  interface Asker {
    organization: { id: string; userId: string };
    /** The organization's API token (the benchmark's HTTP mode sends it). */
    token: string;
    key: string;
    ip: string;
  }
  type Request = (asker: Asker) => Promise<string>;

  /**
   * A fresh verified organization with an INR payout account and 500 coins of earnings asks to
   * convert 120 of them, under a conversion fee (5% and 2 coins) that changes the quote.
   */
  async function scenario(request: Request) {
    const { user, token } = await signedIn("org");
    await verifiedByAdmin(user.id);
    const profile = await db().organizationProfile.findUniqueOrThrow({
      where: { userId: user.id },
    });
    await db().payoutAccount.create({
      data: {
        organizationId: profile.id,
        currency: "INR",
        method: "upi",
        holderName: "Mirror Org",
        detailsSealed: `v1.mirror.${profile.id}`,
        masked: "mirror@upi",
      },
    });
    await earnNet(profile.id, 500);
    const key = randomUUID();
    const ip = "203.0.113.9";
    const organization = { id: profile.id, userId: user.id };
    const requestId = await request({ organization, token, key, ip });

    const row = await db().conversionRequest.findUniqueOrThrow({
      where: { id: requestId },
      include: { hold: true },
    });
    const earnings = await db().ledgerAccount.findUniqueOrThrow({
      where: { kind_userId: { kind: "org_earnings", userId: user.id } },
    });
    const labels: Labels = new Map([
      [requestId, "request"],
      [row.hold!.id, "hold"],
      [earnings.id, "earnings"],
      [profile.id, "organization"],
      [user.id, "org"],
      [key, "key"],
    ]);
    const audit = await db().auditLog.findMany({
      where: { entityType: "conversion", entityId: requestId },
    });
    return {
      request: {
        amount: row.amount,
        currency: row.currency,
        feeCoins: row.feeCoins,
        rateMicros: Number(row.rateMicros),
        payoutMinor: row.payoutMinor,
        status: row.status,
        payoutMethod: row.payoutMethod,
        payoutSealed: relabel(row.payoutSealed, labels),
        payoutMasked: row.payoutMasked,
        idempotencyKey: relabel(row.idempotencyKey, labels),
      },
      transfers: await transfersWhere(labels, { conversionRequestId: requestId }),
      balances: await balances(labels, [earnings.id, row.hold!.id]),
      audit: audit.map((entry) => ({
        actorId: relabel(entry.actorId, labels),
        actorRole: entry.actorRole,
        action: entry.action,
        data: entry.data,
        ip: entry.ip,
        requestId: entry.requestId !== null,
      })),
    };
  }

  it("writes the same request, quote, hold, balances and audit entry", async () => {
    await db().platformSettings.update({
      where: { id: 1 },
      data: { conversionFeeBps: 500, conversionFeeCoins: 2 },
    });
    const app = await scenario(async ({ token, key, ip }) => {
      const answer = await call<{ conversion: { id: string } }>(
        createConversion,
        "/api/v1/conversions",
        {
          bearer: token,
          headers: { "idempotency-key": key },
          body: { amount: 120, currency: "INR" },
          ip,
        },
      );
      expect(answer.status).toBe(201);
      return answer.body.data!.conversion.id;
    });
    const raw = await scenario(({ organization, key, ip }) =>
      rawConversionRequest(pool, organization, { amount: 120, currency: "INR" }, key, ip),
    );
    expect(raw).toEqual(app);
    // 5% of 120 (6) and 2 coins: 112 coins paid out at one rupee each.
    expect(app.request).toMatchObject({ feeCoins: 8, payoutMinor: 11_200, status: "pending" });
    expect(app.balances).toEqual({ "<earnings>": 380, "<hold>": 120 });
    expect(app.audit).toHaveLength(1);
  });
});
