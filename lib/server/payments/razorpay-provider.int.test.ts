// The Razorpay provider end to end against a local stand-in of Razorpay's API (orders and
// refunds), built directly with its settings: the app's own configuration has no Razorpay keys.
// Signatures made with the SDK's own utilities must be accepted, and the money paths that call
// the provider (order creation, refunds) must send minor units and survive the provider failing.
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from "razorpay/dist/utils/razorpay-utils";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { DEFAULT_REGION } from "@/lib/money/region";
import type { Caller } from "@/lib/server/auth/caller";
import { db } from "@/lib/server/db/client";
import { balanceOf } from "@/lib/server/ledger/accounts";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { createCoinOrder, ORDER_FAILED } from "@/lib/server/payments/create-order";
import { creditPaidOrder } from "@/lib/server/payments/credit-payment";
import { razorpayProvider } from "@/lib/server/payments/providers/razorpay";
import type { PaymentProvider } from "@/lib/server/payments/providers/types";
import { REFUND_REFUSED, refundTopUp } from "@/lib/server/payments/refund-topup";
import {
  CHARGEBACKS_TEST_MODE_ONLY,
  simulateChargeback,
} from "@/lib/server/payments/simulate-chargeback";
import { handlePaymentWebhook } from "@/lib/server/payments/webhook";
import { createUser } from "@/test/integration/fixtures";
import { randomId, readRequest } from "@/test/integration/stand-in-http";

// The domain code asks paymentProvider() for the deployment's provider; here it gets the Razorpay
// provider pointed at the stand-in (when a test sets one).
const active = vi.hoisted(() => ({ provider: undefined as PaymentProvider | undefined }));
vi.mock("@/lib/server/payments/providers", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/server/payments/providers")>();
  return { ...original, paymentProvider: () => active.provider ?? original.paymentProvider() };
});

const KEY_ID = "rzp_test_standin";
const KEY_SECRET = "standin_key_secret";
const WEBHOOK_SECRET = "standin_webhook_secret";

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/** A local stand-in of Razorpay's orders and refunds API. */
const standIn = {
  server: undefined as Server | undefined,
  baseUrl: "",
  received: [] as Received[],
  failOrders: false,
  failRefunds: false,
};

async function startStandIn(): Promise<void> {
  const expectedAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`;
  const server = createServer(async (request, response) => {
    const { path, body } = await readRequest(request);
    standIn.received.push({
      method: request.method ?? "",
      path,
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body,
    });
    const answer = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== expectedAuth) {
      answer(401, {
        error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" },
      });
      return;
    }
    const refund = path.match(/^\/v1\/payments\/([^/]+)\/refund$/);
    if (request.method === "POST" && path === "/v1/orders") {
      if (standIn.failOrders) {
        answer(500, { error: { code: "SERVER_ERROR", description: "We are facing some trouble" } });
        return;
      }
      const { amount, currency, receipt } = body;
      if (typeof amount !== "number" || typeof currency !== "string" || !receipt) {
        answer(400, { error: { code: "BAD_REQUEST_ERROR", description: "bad order" } });
        return;
      }
      answer(200, {
        id: randomId("order"),
        entity: "order",
        amount,
        currency,
        receipt,
        status: "created",
      });
      return;
    }
    if (request.method === "POST" && refund) {
      if (standIn.failRefunds) {
        answer(500, { error: { code: "SERVER_ERROR", description: "Refund failed" } });
        return;
      }
      answer(200, {
        id: randomId("rfnd"),
        entity: "refund",
        amount: body.amount,
        payment_id: refund[1],
      });
      return;
    }
    answer(404, { error: { code: "NOT_FOUND", description: "No such endpoint" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.server = server;
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function provider(overrides: { keySecret?: string; webhookSecret?: string | null } = {}) {
  return razorpayProvider({
    keyId: KEY_ID,
    keySecret: overrides.keySecret ?? KEY_SECRET,
    webhookSecret:
      overrides.webhookSecret === null ? undefined : (overrides.webhookSecret ?? WEBHOOK_SECRET),
    apiBaseUrl: standIn.baseUrl,
  });
}

function sessionUserOf(user: { id: string; name: string; email: string; role: string }) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    emailVerified: true,
    isActive: true,
    image: null,
    createdAt: new Date().toISOString(),
    organization: null,
    walletBalance: 0,
  } as SessionUser;
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await startStandIn();
});

afterAll(async () => {
  await new Promise<void>((resolve) => standIn.server?.close(() => resolve()) ?? resolve());
});

beforeEach(() => {
  standIn.received = [];
  standIn.failOrders = false;
  standIn.failRefunds = false;
  active.provider = undefined;
});

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

describe("razorpayProvider against the stand-in", () => {
  it("creates an order with Basic auth, the amount in minor units, currency and receipt", async () => {
    const rzp = provider();
    expect(rzp).toMatchObject({ name: "razorpay", keyId: KEY_ID });
    const order = await rzp.createOrder({
      amountMinor: 50_000,
      currency: "INR",
      receipt: "receipt-1",
      notes: { purpose: "coin_purchase" },
    });
    expect(order.id).toMatch(/^order_[0-9a-f]{14}$/);
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: "POST",
      path: "/v1/orders",
      authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`,
      body: {
        amount: 50_000,
        currency: "INR",
        receipt: "receipt-1",
        notes: { purpose: "coin_purchase" },
      },
    });
    expect(standIn.received[0]?.contentType).toMatch(/application\/json/);
  });

  it("fails to create an order with the wrong secret or when Razorpay answers 500", async () => {
    await expect(
      provider({ keySecret: "wrong" }).createOrder({
        amountMinor: 1000,
        currency: "INR",
        receipt: "r",
        notes: {},
      }),
    ).rejects.toMatchObject({ statusCode: 401 });
    standIn.failOrders = true;
    await expect(
      provider().createOrder({ amountMinor: 1000, currency: "INR", receipt: "r", notes: {} }),
    ).rejects.toMatchObject({ statusCode: 500 });
  });

  it("accepts payment signatures the SDK's own utility accepts, and refuses tampered ones", () => {
    const rzp = provider();
    const orderId = "order_standin_1";
    const paymentId = "pay_standin_1";
    const signature = createHmac("sha256", KEY_SECRET)
      .update(`${orderId}|${paymentId}`)
      .digest("hex");
    expect(
      validatePaymentVerification(
        { order_id: orderId, payment_id: paymentId },
        signature,
        KEY_SECRET,
      ),
    ).toBe(true);
    expect(rzp.verifyPaymentSignature(orderId, paymentId, signature)).toBe(true);

    const tampered = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    expect(
      validatePaymentVerification(
        { order_id: orderId, payment_id: paymentId },
        tampered,
        KEY_SECRET,
      ),
    ).toBe(false);
    expect(rzp.verifyPaymentSignature(orderId, paymentId, tampered)).toBe(false);
    expect(rzp.verifyPaymentSignature(orderId, "pay_other", signature)).toBe(false);
    expect(rzp.verifyPaymentSignature("order_other", paymentId, signature)).toBe(false);
    expect(
      provider({ keySecret: "other" }).verifyPaymentSignature(orderId, paymentId, signature),
    ).toBe(false);
  });

  it("accepts webhook signatures the SDK's utility accepts, refuses bad ones and refuses all without a secret", () => {
    const raw = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_1", order_id: "order_1", amount: 50000 } } },
    });
    const signature = createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex");
    expect(validateWebhookSignature(raw, signature, WEBHOOK_SECRET)).toBe(true);
    expect(provider().verifyWebhookSignature(raw, signature)).toBe(true);

    expect(provider().verifyWebhookSignature(`${raw} `, signature)).toBe(false);
    expect(provider().verifyWebhookSignature(raw, signature.toUpperCase())).toBe(false);
    expect(provider().verifyWebhookSignature(raw, "")).toBe(false);
    expect(provider({ webhookSecret: "other" }).verifyWebhookSignature(raw, signature)).toBe(false);
    expect(provider({ webhookSecret: null }).verifyWebhookSignature(raw, signature)).toBe(false);
  });

  it("refunds through /v1/payments/:id/refund with the amount in minor units", async () => {
    const refund = await provider().refund("pay_standin_9", 52_500, { paymentOrderId: "po_1" });
    expect(refund.id).toMatch(/^rfnd_[0-9a-f]{14}$/);
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: "POST",
      path: "/v1/payments/pay_standin_9/refund",
      body: { amount: 52_500, notes: { paymentOrderId: "po_1" } },
    });
  });
});

describe("the top-up paths on the Razorpay provider", () => {
  it("createCoinOrder sends amount x100 and remembers the stand-in's order id", async () => {
    active.provider = provider();
    const user = await createUser("user");
    const order = await createCoinOrder({
      user: sessionUserOf(user),
      input: { amount: 500 },
      region: DEFAULT_REGION,
      address: "198.51.100.7",
    });
    expect(order).toMatchObject({
      keyId: KEY_ID,
      provider: "razorpay",
      amount: 500,
      currency: "INR",
      coins: 500,
      bonus: 25,
    });
    const received = standIn.received[0];
    expect(received?.body).toMatchObject({ amount: 50_000, currency: "INR" });
    const row = await db().paymentOrder.findUniqueOrThrow({
      where: { providerOrderId: order.orderId },
    });
    expect(row).toMatchObject({ provider: "razorpay", userId: user.id, amountMinor: 50_000 });
    expect(received?.body.receipt).toBe(row.id);
    expect(received?.body.id).toBeUndefined();
  });

  it("createCoinOrder answers 502 'Failed to create order' when Razorpay fails, and stores nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    active.provider = provider();
    standIn.failOrders = true;
    const user = await createUser("user");
    const attempt = createCoinOrder({
      user: sessionUserOf(user),
      input: { amount: 500 },
      region: DEFAULT_REGION,
      address: "198.51.100.7",
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      status: 502,
      code: "bad_gateway",
      message: ORDER_FAILED,
    });
    expect(await db().paymentOrder.count({ where: { userId: user.id } })).toBe(0);
  });

  async function paidOrder() {
    active.provider = provider();
    const user = await createUser("user");
    const admin = await createUser("admin");
    const order = await createCoinOrder({
      user: sessionUserOf(user),
      input: { amount: 1000 },
      region: DEFAULT_REGION,
      address: "198.51.100.7",
    });
    const paymentId = randomId("pay");
    const credited = await creditPaidOrder({
      providerOrderId: order.orderId,
      providerPaymentId: paymentId,
      amountMinor: 100_000,
      currency: "INR",
    });
    expect(credited).toMatchObject({ credited: true, coinsAdded: 1100 });
    const caller: Caller = {
      user: sessionUserOf(admin),
      via: "token",
      credential: "test",
      credentialId: "test",
      hasPassword: false,
      secondStep: { pending: false, provedAt: new Date() },
    };
    standIn.received = [];
    return { user, caller, order, paymentId };
  }

  it("takes Razorpay's signed dispute events, and refuses test-mode chargebacks with live keys", async () => {
    const { user, caller, order, paymentId } = await paidOrder();
    const row = await db().paymentOrder.findUniqueOrThrow({
      where: { providerOrderId: order.orderId },
    });
    await expect(
      simulateChargeback({ admin: caller, orderId: row.id, input: { outcome: "lost" } }),
    ).rejects.toMatchObject({ status: 404, message: CHARGEBACKS_TEST_MODE_ONLY });
    expect(await db().chargeback.count({ where: { paymentOrderId: row.id } })).toBe(0);

    const raw = JSON.stringify({
      entity: "event",
      event: "payment.dispute.created",
      contains: ["payment", "dispute"],
      payload: {
        dispute: {
          entity: {
            id: randomId("disp"),
            entity: "dispute",
            payment_id: paymentId,
            amount: 100_000,
            currency: "INR",
            amount_deducted: 0,
            reason_code: "chargeback",
            respond_by: 1_900_000_000,
            status: "open",
            phase: "chargeback",
          },
        },
      },
    });
    const signature = createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex");
    expect(validateWebhookSignature(raw, signature, WEBHOOK_SECRET)).toBe(true);
    await expect(
      handlePaymentWebhook({ rawBody: raw, signature, eventId: randomId("evt") }),
    ).resolves.toEqual({ event: "payment.dispute.created", handled: "chargeback_opened" });
    expect(await balanceOf(db(), "user_wallet", user.id)).toBe(0);
    await expect(
      handlePaymentWebhook({ rawBody: raw, signature: "0".repeat(64), eventId: randomId("evt") }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("refundTopUp asks Razorpay for a refund of amount x100 and records its id", async () => {
    const { user, caller, order, paymentId } = await paidOrder();
    const result = await refundTopUp(caller, order.orderId);
    expect(result).toMatchObject({
      providerOrderId: order.orderId,
      status: "refunded",
      coinsRemoved: 1100,
    });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      path: `/v1/payments/${paymentId}/refund`,
      body: { amount: 100_000 },
    });
    expect(await balanceOf(db(), "user_wallet", user.id)).toBe(0);
    expect(
      await db().paymentOrder.findUniqueOrThrow({ where: { providerOrderId: order.orderId } }),
    ).toMatchObject({ status: "refunded", providerRefundId: result.refundId });
  });

  it("refundTopUp gives the coins back and keeps the order paid when Razorpay refuses", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user, caller, order } = await paidOrder();
    standIn.failRefunds = true;
    await expect(refundTopUp(caller, order.orderId)).rejects.toMatchObject({
      status: 502,
      message: REFUND_REFUSED,
    });
    expect(await balanceOf(db(), "user_wallet", user.id)).toBe(1100);
    const row = await db().paymentOrder.findUniqueOrThrow({
      where: { providerOrderId: order.orderId },
    });
    expect(row).toMatchObject({ status: "paid", providerRefundId: null });
    const kinds = await db().ledgerTransfer.findMany({
      where: { paymentOrderId: row.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { kind: true, amount: true },
    });
    // The paid coins and the package's bonus move separately (the bonus to and from promotions).
    expect(kinds).toEqual([
      { kind: "topup", amount: 1000n },
      { kind: "topup_bonus", amount: 100n },
      { kind: "topup_refund", amount: 1000n },
      { kind: "topup_bonus_refund", amount: 100n },
      { kind: "topup_refund_reversal", amount: 1000n },
      { kind: "topup_bonus_refund_reversal", amount: 100n },
    ]);
    const audit = await db().auditLog.findMany({
      where: { entityId: row.id },
      select: { action: true },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((entry) => entry.action)).toEqual([
      "payment.refund_requested",
      "payment.refund_failed",
    ]);

    // Once Razorpay works again the same top-up can be refunded.
    standIn.failRefunds = false;
    await expect(refundTopUp(caller, order.orderId)).resolves.toMatchObject({
      status: "refunded",
    });
    expect(await balanceOf(db(), "user_wallet", user.id)).toBe(0);
  });
});
