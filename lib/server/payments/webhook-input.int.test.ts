// The webhook under hostile or broken input, correctly signed: a body it cannot use is a 4xx
// (never a 500 that Razorpay would retry forever), a huge body stops being read at 1 MB, and a
// payment whose amount is not a number is refused instead of skipping the amount check.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as webhookRoute } from "@/app/api/v1/payments/webhook/route";
import { LONE_SURROGATE, NUL_NOT_ALLOWED } from "@/lib/validations/text-input";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { INVALID_WEBHOOK_BODY, WEBHOOK_MAX_BODY_BYTES } from "@/lib/server/payments/signed-webhook";
import { INVALID_WEBHOOK_AMOUNT, INVALID_WEBHOOK_CURRENCY } from "@/lib/server/payments/webhook";
import { signedIn } from "@/test/integration/accounts";
import {
  capturedEvent,
  deliver,
  orderFor,
  orderRow,
  simulated,
  topUpsOf,
  walletBalance,
} from "@/test/integration/payments";
import { chunkedPost, expectStoppedAtLimit, lazyBody } from "@/test/lazy-body";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(async () => {
  expect((await checkLedgerInvariants(db())).problems).toEqual([]);
});

describe("POST /api/v1/payments/webhook: body size", () => {
  it("stops reading a 64 MB chunked body just past 1 MB and answers 413", async () => {
    const body = lazyBody(64 * 1024 * 1024, '{"event": "payment.captured", "pad": "');
    const response = await webhookRoute(
      chunkedPost("http://127.0.0.1:3000/api/v1/payments/webhook", body, {
        "x-razorpay-signature": "0".repeat(64),
      }),
      { params: Promise.resolve({}) },
    );
    expect(body.pulled()).toBeGreaterThan(WEBHOOK_MAX_BODY_BYTES);
    await expectStoppedAtLimit(response, body, WEBHOOK_MAX_BODY_BYTES);
  });

  it("still accepts an ordinary event well under the limit", async () => {
    const response = await deliver(capturedEvent("order_not_ours", "pay_not_ours"));
    expect(response.status).toBe(200);
    expect(response.body.data?.handled).toBe("ignored");
  });
});

describe("POST /api/v1/payments/webhook: signed bodies it cannot use", () => {
  it.each(["null", "42", '"payment.captured"', "[]", "true"])(
    "answers 400 to the JSON %s, every time it is delivered",
    async (raw) => {
      for (let delivery = 0; delivery < 2; delivery += 1) {
        const response = await deliver(null, { raw, eventId: `evt_shape_${raw}` });
        expect(response.status).toBe(400);
        expect(response.body.error).toEqual({ code: "bad_request", message: INVALID_WEBHOOK_BODY });
      }
    },
  );

  it("answers 400 to a NUL anywhere in the event, and credits nothing", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    const withNul = [
      { ...capturedEvent(order.orderId, paymentId), note: "a\u0000b" },
      { ...capturedEvent(order.orderId, paymentId), event: "payment.captured\u0000" },
      capturedEvent(order.orderId, `${paymentId}\u0000`),
      {
        event: "payment.failed",
        payload: { payment: { entity: { error_description: "\u0000" } } },
      },
    ];
    for (const event of withNul) {
      for (let delivery = 0; delivery < 2; delivery += 1) {
        const response = await deliver(event, { eventId: `evt_nul_${order.orderId}` });
        expect(response.status).toBe(400);
        expect(response.body.error).toEqual({ code: "bad_request", message: NUL_NOT_ALLOWED });
      }
    }
    expect(await walletBalance(account.user.id)).toBe(0);
    expect((await orderRow(order.orderId)).status).toBe("created");
  });

  it("answers 422 to a lone surrogate anywhere in the event (jsonb cannot store one), and credits nothing", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    const event = { ...capturedEvent(order.orderId, paymentId), note: "a\ud800b" };
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const response = await deliver(event, { eventId: `evt_surrogate_${order.orderId}` });
      expect(response.status).toBe(422);
      expect(response.body.error).toEqual({
        code: "validation_failed",
        message: LONE_SURROGATE,
        issues: [{ path: "note", message: LONE_SURROGATE }],
      });
    }
    expect(await walletBalance(account.user.id)).toBe(0);
    expect((await orderRow(order.orderId)).status).toBe("created");
  });
});

describe("POST /api/v1/payments/webhook: the amount is always checked", () => {
  it.each([
    ["a string", "50000"],
    ["null", null],
    ["an object", { value: 50000 }],
    ["a fraction", 50000.5],
    ["missing", undefined],
  ])("refuses a payment.captured whose amount is %s, and credits nothing", async (_, amount) => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    const event = capturedEvent(order.orderId, paymentId, { amount });
    const response = await deliver(event);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: "bad_request", message: INVALID_WEBHOOK_AMOUNT });
    expect(await walletBalance(account.user.id)).toBe(0);
    expect(await topUpsOf(order.orderId)).toBe(0);
    expect((await orderRow(order.orderId)).status).toBe("created");
  });

  it("refuses an order.paid whose payment amount is not a number", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    const response = await deliver(
      capturedEvent(order.orderId, paymentId, { event: "order.paid", amount: "lots" }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe(INVALID_WEBHOOK_AMOUNT);
    expect(await walletBalance(account.user.id)).toBe(0);
  });

  it("refuses a payment.captured without a currency, and credits nothing", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    const event = capturedEvent(order.orderId, paymentId);
    delete (event.payload.payment.entity as { currency?: string }).currency;
    const response = await deliver(event);
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe(INVALID_WEBHOOK_CURRENCY);
    expect(await walletBalance(account.user.id)).toBe(0);
  });

  it("still credits a payment.captured whose amount matches the order", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    const response = await deliver(capturedEvent(order.orderId, paymentId));
    expect(response.body.data?.handled).toBe("credited");
    expect(await walletBalance(account.user.id)).toBe(525);
  });
});
