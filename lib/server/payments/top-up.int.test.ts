// A top-up over HTTP, end to end in test mode: the order, the payment, the verify call and the
// provider's webhook, which together credit coins exactly once; the history, the saved payment
// method, an admin's refund and the ledger health check. Every test ends with the ledger's
// invariants holding.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as adminHealth } from "@/app/api/v1/admin/health/route";
import { GET as paymentHistory } from "@/app/api/v1/payments/history/route";
import { POST as createOrderRoute } from "@/app/api/v1/payments/orders/route";
import { POST as simulatedPay } from "@/app/api/v1/payments/simulated/pay/route";
import { DELETE as removeMethod } from "@/app/api/v1/payments/methods/[id]/route";
import { GET as listMethods, POST as saveMethod } from "@/app/api/v1/payments/methods/route";
import { POST as refundRoute } from "@/app/api/v1/payments/refund/route";
import { POST as verifyRoute } from "@/app/api/v1/payments/verify/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { GET as walletBalanceRoute } from "@/app/api/v1/users/wallet/balance/route";
import { GET as walletRoute } from "@/app/api/v1/users/wallet/route";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { SIMULATED_KEY_ID } from "@/lib/server/payments/providers/simulated";
import { VERIFICATION_FAILED } from "@/lib/server/payments/verify-payment";
import { MISSING_VERIFICATION_DATA } from "@/lib/validations/payments";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService } from "@/test/integration/marketplace";
import {
  capturedEvent,
  createOrder,
  deliver,
  orderFor,
  orderRow,
  pay,
  simulated,
  topUpsOf,
  walletBalance,
} from "@/test/integration/payments";

beforeAll(() => {
  // Receipts are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
  expect(health.ok).toBe(true);
});

type Account = Awaited<ReturnType<typeof signedIn>>;

interface Verified {
  coinsAdded: number;
  alreadyCredited: boolean;
  balance: number;
}

const verify = (account: Account, body: unknown) =>
  call<Verified>(verifyRoute, "/api/v1/payments/verify", { bearer: account.token, body });

/** Tampers with one character of a signature. */
function tamper(signature: string): string {
  const last = signature.at(-1) === "0" ? "1" : "0";
  return `${signature.slice(0, -1)}${last}`;
}

describe("POST /api/v1/payments/orders", () => {
  it("creates an order for ₹500: 201, the simulated key, 500 coins and a 25-coin bonus", async () => {
    const account = await signedIn("user");
    const response = await createOrder(account, {
      amount: 500,
      purpose: "coin_purchase",
      currency: "INR",
      userLocation: { isIndia: true, countryCode: "IN" },
    });
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(response.body.data).toMatchObject({
      keyId: SIMULATED_KEY_ID,
      amount: 500,
      amountMinor: 50_000,
      currency: "INR",
      rate: "1.00",
      // Exactly a package's price in rupees is that package.
      packageId: "coins-500",
      coins: 500,
      bonus: 25,
      provider: "simulated",
    });
    const order = await orderRow(response.body.data!.orderId);
    expect(order).toMatchObject({
      userId: account.user.id,
      status: "created",
      amountMinor: 50_000,
      rateMicros: 1_000_000n,
      currency: "INR",
      coins: 500,
      bonusCoins: 25,
      packageId: "coins-500",
      countryCode: "IN",
    });
    expect(await walletBalance(account.user.id)).toBe(0);
  });

  it.each([
    ["0", { amount: 0 }, "Invalid amount. Amount must be greater than 0."],
    ["-1", { amount: -1 }, "Invalid amount. Amount must be greater than 0."],
    ["a missing amount", {}, "Invalid amount. Amount must be greater than 0."],
    ["9", { amount: 9 }, "The minimum amount is ₹10."],
    ["500001", { amount: 500_001 }, "The maximum amount is ₹5,00,000."],
    ["12.5", { amount: 12.5 }, "Amount must be a whole number."],
  ])("refuses %s with 422 and the message", async (_label, body, message) => {
    const account = await signedIn("user");
    const response = await createOrder(account, body);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: "validation_failed", message });
    expect(await db().paymentOrder.count({ where: { userId: account.user.id } })).toBe(0);
  });

  it("refuses USD from India with 422", async () => {
    const account = await signedIn("user");
    const response = await createOrder(account, { amount: 500, currency: "USD" });
    expect(response.status).toBe(422);
    expect(response.body.error?.code).toBe("validation_failed");
    expect(await db().paymentOrder.count({ where: { userId: account.user.id } })).toBe(0);
  });

  it.each(["org", "admin"] as const)("refuses an %s with 403", async (role) => {
    const account = await signedIn(role);
    const response = await createOrder(account, { amount: 500 });
    expect(response.status).toBe(403);
    expect(response.body.error?.code).toBe("forbidden");
    expect(await db().paymentOrder.count({ where: { userId: account.user.id } })).toBe(0);
  });

  it("refuses a caller who is not signed in with 401", async () => {
    const response = await call(createOrderRoute, "/api/v1/payments/orders", {
      body: { amount: 500 },
    });
    expect(response.status).toBe(401);
    expect(response.body.error?.code).toBe("unauthorized");
  });
});

describe("GET /api/v1/users/wallet/balance", () => {
  it("answers a user's own balance, and refuses organizations (403) and strangers (401)", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account, 100);
    expect((await verify(account, await pay(account, order.orderId))).status).toBe(200);
    const own = await call<{ balance: number }>(
      walletBalanceRoute,
      "/api/v1/users/wallet/balance",
      {
        bearer: account.token,
      },
    );
    expect(own.body.data).toEqual({
      balance: await walletBalance(account.user.id),
      debtCoins: 0,
    });
    expect(own.body.data?.balance).toBe(100);

    const org = await signedIn("org");
    const asOrg = await call(walletBalanceRoute, "/api/v1/users/wallet/balance", {
      bearer: org.token,
    });
    expect(asOrg.status).toBe(403);
    const stranger = await call(walletBalanceRoute, "/api/v1/users/wallet/balance");
    expect(stranger.status).toBe(401);
  });
});

describe("paying and verifying", () => {
  it("credits 525 coins for ₹500, shows them in the wallet and sends a receipt", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const checkout = await pay(account, order.orderId);
    expect(checkout.razorpay_order_id).toBe(order.orderId);

    const response = await verify(account, checkout);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      coinsAdded: 525,
      alreadyCredited: false,
      duplicatePayment: false,
      debtRepaid: 0,
      balance: 525,
    });
    expect(response.body.message).toBe("525 coins added");

    const wallet = await call<{
      balance: number;
      transactions: { kind: string; amount: number; description: string; reference: string }[];
    }>(walletRoute, "/api/v1/users/wallet", { bearer: account.token });
    expect(wallet.status).toBe(200);
    expect(wallet.body.data?.balance).toBe(525);
    // The one balance every screen reads agrees with the verify answer and the history.
    const balance = await call<{ balance: number }>(
      walletBalanceRoute,
      "/api/v1/users/wallet/balance",
      { bearer: account.token },
    );
    expect(balance.status).toBe(200);
    expect(balance.body.data).toEqual({ balance: 525, debtCoins: 0 });
    // The paid coins and the package's bonus (from the platform's promotions) are two lines,
    // each named for what it adds: "(500 + 25 bonus) +500" beside "+25" read as 525 twice.
    const lines = wallet.body.data?.transactions ?? [];
    expect(lines.map((line) => line.kind).sort()).toEqual(["topup", "topup_bonus"]);
    expect(lines.find((line) => line.kind === "topup")).toMatchObject({
      amount: 500,
      description: "Coins purchased",
      reference: checkout.razorpay_payment_id,
    });
    expect(lines.find((line) => line.kind === "topup_bonus")).toMatchObject({
      amount: 25,
      description: "Bonus coins (500-coin package)",
      reference: checkout.razorpay_payment_id,
    });

    const receipts = await db().mailOutbox.findMany({
      where: { to: account.email, kind: "payment_receipt" },
    });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(order.orderId);
    expect(receipts[0]?.text).toContain(checkout.razorpay_payment_id);

    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: "paid", providerPaymentId: checkout.razorpay_payment_id });
    expect(row.paidAt).toBeInstanceOf(Date);
  });

  it("credits once when the same verify call is repeated 5 times", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const checkout = await pay(account, order.orderId);
    expect((await verify(account, checkout)).body.data?.alreadyCredited).toBe(false);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const again = await verify(account, checkout);
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ alreadyCredited: true, balance: 525 });
    }
    expect(await walletBalance(account.user.id)).toBe(525);
    expect(await topUpsOf(order.orderId)).toBe(1);
    expect(
      await db().mailOutbox.count({ where: { to: account.email, kind: "payment_receipt" } }),
    ).toBe(1);
  });

  it("refuses a signature with one character changed: 400, nothing credited", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const checkout = await pay(account, order.orderId);
    const response = await verify(account, {
      ...checkout,
      razorpay_signature: tamper(checkout.razorpay_signature),
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: "bad_request",
      message: VERIFICATION_FAILED,
    });
    expect(await walletBalance(account.user.id)).toBe(0);
    expect((await orderRow(order.orderId)).status).toBe("created");
    expect(await topUpsOf(order.orderId)).toBe(0);
  });

  it("refuses a signature for another payment id of the same order", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const checkout = await pay(account, order.orderId);
    const response = await verify(account, {
      ...checkout,
      razorpay_payment_id: `${checkout.razorpay_payment_id}x`,
    });
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe(VERIFICATION_FAILED);
    expect(await walletBalance(account.user.id)).toBe(0);
  });

  it.each([
    ["the order id", "razorpay_order_id"],
    ["the payment id", "razorpay_payment_id"],
    ["the signature", "razorpay_signature"],
  ])("refuses a verification without %s with 422", async (_label, field) => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const checkout = await pay(account, order.orderId);
    const body: Record<string, string> = { ...checkout };
    delete body[field];
    const response = await verify(account, body);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      code: "validation_failed",
      message: MISSING_VERIFICATION_DATA,
    });
    expect(await walletBalance(account.user.id)).toBe(0);
  });

  it("refuses an empty verification body with 422", async () => {
    const account = await signedIn("user");
    const response = await verify(account, {});
    expect(response.status).toBe(422);
    expect(response.body.error?.message).toBe(MISSING_VERIFICATION_DATA);
  });

  it("refuses another user's order, even with a valid signature: 400, nothing credited", async () => {
    const owner = await signedIn("user");
    const intruder = await signedIn("user");
    const order = await orderFor(owner);
    const checkout = simulated().signSuccessfulPayment(order.orderId);
    const response = await verify(intruder, {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: checkout.paymentId,
      razorpay_signature: checkout.signature,
    });
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe(VERIFICATION_FAILED);
    expect(await walletBalance(intruder.user.id)).toBe(0);
    expect(await walletBalance(owner.user.id)).toBe(0);
    expect((await orderRow(order.orderId)).status).toBe("created");
  });

  it("marks a declined test-mode payment failed and credits nothing", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const response = await call<{ error: { reason: string; metadata: { order_id: string } } }>(
      simulatedPay,
      "/api/v1/payments/simulated/pay",
      { bearer: account.token, body: { orderId: order.orderId, outcome: "failure" } },
    );
    expect(response.status).toBe(200);
    expect(response.body.data?.error).toMatchObject({
      reason: "payment_failed",
      metadata: { order_id: order.orderId },
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: "failed",
      failureReason: "Payment declined in test mode",
    });
    expect(await walletBalance(account.user.id)).toBe(0);
    expect(await topUpsOf(order.orderId)).toBe(0);
  });
});

describe("POST /api/v1/payments/webhook", () => {
  it("credits once when payment.captured is delivered 3 times with different event ids", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    const handled: string[] = [];
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const response = await deliver(capturedEvent(order.orderId, paymentId));
      expect(response.status).toBe(200);
      handled.push(response.body.data!.handled);
    }
    expect(handled).toEqual(["credited", "already_credited", "already_credited"]);
    expect(await walletBalance(account.user.id)).toBe(525);
    expect(await topUpsOf(order.orderId)).toBe(1);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: "paid",
      providerPaymentId: paymentId,
    });
  });

  it("credits once when the webhook arrives before the verify call", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const checkout = await pay(account, order.orderId);
    const hook = await deliver(capturedEvent(order.orderId, checkout.razorpay_payment_id));
    expect(hook.body.data?.handled).toBe("credited");
    const response = await verify(account, checkout);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      coinsAdded: 525,
      alreadyCredited: true,
      duplicatePayment: false,
      debtRepaid: 0,
      balance: 525,
    });
    expect(await topUpsOf(order.orderId)).toBe(1);
  });

  it("credits once when the verify call arrives before the webhook", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const checkout = await pay(account, order.orderId);
    expect((await verify(account, checkout)).body.data?.alreadyCredited).toBe(false);
    const hook = await deliver(capturedEvent(order.orderId, checkout.razorpay_payment_id));
    expect(hook.status).toBe(200);
    expect(hook.body.data?.handled).toBe("already_credited");
    expect(await walletBalance(account.user.id)).toBe(525);
    expect(await topUpsOf(order.orderId)).toBe(1);
  });

  it("refuses a bad signature with 400 'Invalid webhook signature' and credits nothing", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const event = capturedEvent(order.orderId, "pay_forged");
    const good = simulated().signWebhook(JSON.stringify(event));
    for (const signature of [tamper(good), "not-a-signature", ""]) {
      const response = await deliver(event, { signature });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: "bad_request",
        message: "Invalid webhook signature",
      });
    }
    // A signature of a different body does not cover this one.
    const other = await deliver(event, {
      signature: simulated().signWebhook(JSON.stringify({ ...event, event: "order.paid" })),
    });
    expect(other.status).toBe(400);
    expect(await walletBalance(account.user.id)).toBe(0);
    expect((await orderRow(order.orderId)).status).toBe("created");
  });

  it("refuses a payment whose amount or currency differs from the order's, and credits nothing", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    const cheaper = await deliver(capturedEvent(order.orderId, paymentId, { amount: 100 }));
    expect(cheaper.status).toBe(400);
    expect(cheaper.body.success).toBe(false);
    const dollars = await deliver(capturedEvent(order.orderId, paymentId, { currency: "USD" }));
    expect(dollars.status).toBe(400);
    expect(await walletBalance(account.user.id)).toBe(0);
    expect((await orderRow(order.orderId)).status).toBe("created");
    expect(await topUpsOf(order.orderId)).toBe(0);
  });

  it("leaves a paid order paid when payment.failed arrives after the capture", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    expect((await deliver(capturedEvent(order.orderId, paymentId))).body.data?.handled).toBe(
      "credited",
    );
    const failed = await deliver(
      capturedEvent(order.orderId, "pay_earlier_attempt", { event: "payment.failed" }),
    );
    expect(failed.status).toBe(200);
    expect(failed.body.data?.handled).toBe("ignored");
    expect(await orderRow(order.orderId)).toMatchObject({ status: "paid", failureReason: null });
    expect(await walletBalance(account.user.id)).toBe(525);
  });

  it("marks an unpaid order failed on payment.failed, and still credits a later capture", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const failed = await deliver(
      capturedEvent(order.orderId, "pay_declined", { event: "payment.failed" }),
    );
    expect(failed.body.data?.handled).toBe("marked_failed");
    expect((await orderRow(order.orderId)).status).toBe("failed");
    expect(await walletBalance(account.user.id)).toBe(0);

    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    const captured = await deliver(capturedEvent(order.orderId, paymentId));
    expect(captured.body.data?.handled).toBe("credited");
    expect(await orderRow(order.orderId)).toMatchObject({ status: "paid", failureReason: null });
    expect(await walletBalance(account.user.id)).toBe(525);
  });

  it("answers 'duplicate' to a second delivery of the same event id and moves nothing", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    const eventId = `evt_same_${order.orderId}`;
    const first = await deliver(capturedEvent(order.orderId, paymentId), { eventId });
    expect(first.body.data).toEqual({ event: "payment.captured", handled: "credited" });
    const second = await deliver(capturedEvent(order.orderId, paymentId), { eventId });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ event: "payment.captured", handled: "duplicate" });
    expect(await walletBalance(account.user.id)).toBe(525);
    expect(await db().paymentWebhookEvent.count({ where: { eventId } })).toBe(1);
  });

  it("credits when Razorpay redelivers an event whose first delivery failed midway", async () => {
    // A delivery that ends in an error is retried by Razorpay with the same event id. A failure
    // inside the crediting transaction (here: the receipt cannot be written) must not make the
    // retry look like a duplicate, or the payment is never credited by the webhook.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const account = await signedIn("user");
    const order = await orderFor(account);
    const { paymentId } = simulated().signSuccessfulPayment(order.orderId);
    const eventId = `evt_retry_${order.orderId}`;
    await db().$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION "test_outbox_outage"() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated outage'; END; $$ LANGUAGE plpgsql`);
    await db().$executeRawUnsafe(`
      CREATE TRIGGER "test_outbox_outage" BEFORE INSERT ON "MailOutbox"
      FOR EACH ROW EXECUTE FUNCTION "test_outbox_outage"()`);
    let first: Awaited<ReturnType<typeof deliver>> | undefined;
    try {
      first = await deliver(capturedEvent(order.orderId, paymentId), { eventId });
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER "test_outbox_outage" ON "MailOutbox"`);
      await db().$executeRawUnsafe(`DROP FUNCTION "test_outbox_outage"()`);
    }
    expect(first?.status).toBe(500);
    expect(await walletBalance(account.user.id)).toBe(0);

    const retry = await deliver(capturedEvent(order.orderId, paymentId), { eventId });
    expect(retry.status).toBe(200);
    expect(retry.body.data?.handled).toBe("credited");
    expect(await walletBalance(account.user.id)).toBe(525);
  });

  it("ignores a captured payment of an order that is not ours", async () => {
    const response = await deliver(capturedEvent("order_someone_else", "pay_someone_else"));
    expect(response.status).toBe(200);
    expect(response.body.data?.handled).toBe("ignored");
  });
});

describe("payment history and methods", () => {
  it("lists a paid order in the history", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const checkout = await pay(account, order.orderId);
    await verify(account, checkout);
    const unpaid = await orderFor(account, 100);

    const response = await call<{
      items: { orderId: string; paymentId: string | null; status: string; coins: number }[];
      nextCursor: string | null;
    }>(paymentHistory, "/api/v1/payments/history", { bearer: account.token });
    expect(response.status).toBe(200);
    expect(response.body.data?.items).toHaveLength(2);
    const paid = response.body.data?.items.find((item) => item.orderId === order.orderId);
    expect(paid).toMatchObject({
      status: "paid",
      paymentId: checkout.razorpay_payment_id,
      coins: 500,
      bonus: 25,
      amount: 500,
      currency: "INR",
      rate: "1.00",
    });
    const onlyPaid = await call<{ items: { orderId: string }[] }>(
      paymentHistory,
      "/api/v1/payments/history?status=paid",
      { bearer: account.token },
    );
    expect(onlyPaid.body.data?.items.map((item) => item.orderId)).toEqual([order.orderId]);
    expect(unpaid.orderId).not.toBe(order.orderId);
  });

  it("lists upi, card, netbanking and wallet for India", async () => {
    const account = await signedIn("user");
    const response = await call<{
      region: { country: string; countryCode: string; isIndia: boolean; currency: string };
      methods: { id: string; label: string }[];
      preferred: unknown;
    }>(listMethods, "/api/v1/payments/methods", { bearer: account.token });
    expect(response.status).toBe(200);
    expect(response.body.data?.region).toEqual({
      country: "India",
      countryCode: "IN",
      isIndia: true,
      currency: "INR",
    });
    expect(response.body.data?.methods.map((method) => method.id)).toEqual([
      "upi",
      "card",
      "netbanking",
      "wallet",
    ]);
    expect(response.body.data?.preferred).toBeNull();
  });

  it("saves a preferred method, refuses an unknown one, and removes it by id", async () => {
    const account = await signedIn("user");
    const saved = await call<{ id: string; method: string }>(
      saveMethod,
      "/api/v1/payments/methods",
      { bearer: account.token, body: { method: "upi" } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data?.method).toBe("upi");
    const id = saved.body.data!.id;

    const listed = await call<{ preferred: { id: string; method: string } | null }>(
      listMethods,
      "/api/v1/payments/methods",
      { bearer: account.token },
    );
    expect(listed.body.data?.preferred).toEqual({ id, method: "upi" });
    // The preference prefills the checkout of the next order.
    const order = await createOrder(account, { amount: 100 });
    expect(order.body.data).toMatchObject({ prefill: { method: "upi", email: account.email } });

    const unknown = await call(saveMethod, "/api/v1/payments/methods", {
      bearer: account.token,
      body: { method: "bitcoin" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.code).toBe("validation_failed");

    const removed = await call(removeMethod, `/api/v1/payments/methods/${id}`, {
      method: "DELETE",
      bearer: account.token,
      params: { id },
    });
    expect(removed.status).toBe(200);
    expect(await db().paymentMethodPreference.count({ where: { userId: account.user.id } })).toBe(
      0,
    );

    const again = await call(removeMethod, `/api/v1/payments/methods/${id}`, {
      method: "DELETE",
      bearer: account.token,
      params: { id },
    });
    expect(again.status).toBe(404);
  });

  it("does not let a user remove another user's saved method", async () => {
    const owner = await signedIn("user");
    const other = await signedIn("user");
    const saved = await call<{ id: string }>(saveMethod, "/api/v1/payments/methods", {
      bearer: owner.token,
      body: { method: "card" },
    });
    const id = saved.body.data!.id;
    const response = await call(removeMethod, `/api/v1/payments/methods/${id}`, {
      method: "DELETE",
      bearer: other.token,
      params: { id },
    });
    expect(response.status).toBe(404);
    expect(await db().paymentMethodPreference.count({ where: { id } })).toBe(1);
  });
});

describe("POST /api/v1/payments/refund", () => {
  async function paidTopUp() {
    const account = await signedIn("user");
    const order = await orderFor(account);
    const checkout = await pay(account, order.orderId);
    expect((await verify(account, checkout)).status).toBe(200);
    return { account, order, checkout };
  }

  const refund = (admin: Account, orderId: string) =>
    call<{ orderId: string; status: string; refundId: string; coinsRemoved: number }>(
      refundRoute,
      "/api/v1/payments/refund",
      { bearer: admin.token, body: { orderId } },
    );

  it("refunds a top-up whose coins are still there, once", async () => {
    const { account, order } = await paidTopUp();
    const admin = await signedIn("admin");
    const response = await refund(admin, order.orderId);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      providerOrderId: order.orderId,
      status: "refunded",
      coinsRemoved: 525,
    });
    expect(response.body.data?.refundId).toMatch(/^rfnd_sim_/);
    expect(await walletBalance(account.user.id)).toBe(0);

    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({
      status: "refunded",
      providerRefundId: response.body.data?.refundId,
    });
    expect(row.refundedAt).toBeInstanceOf(Date);
    const audit = await db().auditLog.findMany({
      where: { entityType: "payment_order", entityId: row.id },
    });
    expect(audit.map((entry) => entry.action)).toContain("payment.refund_requested");
    expect(audit[0]?.actorId).toBe(admin.user.id);

    const again = await refund(admin, order.orderId);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("conflict");
    expect(await walletBalance(account.user.id)).toBe(0);
    expect(
      await db().ledgerTransfer.count({ where: { kind: "topup_refund", paymentOrderId: row.id } }),
    ).toBe(1);

    // A late verify or webhook of the refunded payment credits nothing again.
    const late = await deliver(capturedEvent(order.orderId, row.providerPaymentId!));
    expect(late.body.data?.handled).toBe("already_credited");
    expect(await walletBalance(account.user.id)).toBe(0);
  });

  it("refuses a user with 403", async () => {
    const { account, order } = await paidTopUp();
    const response = await refund(account, order.orderId);
    expect(response.status).toBe(403);
    expect(await walletBalance(account.user.id)).toBe(525);
    expect((await orderRow(order.orderId)).status).toBe("paid");
  });

  it("refuses an unknown order with 404 and an unpaid one with 409", async () => {
    const admin = await signedIn("admin");
    expect((await refund(admin, "order_unknown")).status).toBe(404);
    const account = await signedIn("user");
    const order = await orderFor(account);
    const response = await refund(admin, order.orderId);
    expect(response.status).toBe(409);
    expect((await orderRow(order.orderId)).status).toBe("created");
  });

  it("refuses a top-up whose coins were partly spent with 409, and moves nothing", async () => {
    const { account, order } = await paidTopUp();
    // 100 of its coins spent on a booking: they sit in the booking's escrow.
    const service = await createService({ price: 100 });
    const booked = await call<{ id: string }>(book, `/api/v1/services/${service.id}/book`, {
      method: "POST",
      bearer: account.token,
      params: { id: service.id },
    });
    expect(booked.status).toBe(201);
    const escrowBalance = async () =>
      Number(
        (await db().ledgerAccount.findUniqueOrThrow({ where: { bookingId: booked.body.data!.id } }))
          .balance,
      );
    expect(await walletBalance(account.user.id)).toBe(425);
    const transfersBefore = await db().ledgerTransfer.count();

    const admin = await signedIn("admin");
    const response = await refund(admin, order.orderId);
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: "conflict",
      message: "The coins of this top-up have already been spent, so it cannot be refunded.",
    });
    expect(await walletBalance(account.user.id)).toBe(425);
    expect(await escrowBalance()).toBe(100);
    expect(await db().ledgerTransfer.count()).toBe(transfersBefore);
    expect((await orderRow(order.orderId)).status).toBe("paid");
  });
});

describe("GET /api/v1/admin/health", () => {
  it("reports the ledger's invariants to an admin", async () => {
    const account = await signedIn("user");
    const order = await orderFor(account);
    await verify(account, await pay(account, order.orderId));
    const admin = await signedIn("admin");
    const response = await call<{
      status: string;
      ledger: { ok: boolean; accounts: number; transfers: number; problems: string[] };
    }>(adminHealth, "/api/v1/admin/health", { bearer: admin.token });
    expect(response.status).toBe(200);
    const [accounts, transfers] = await Promise.all([
      db().ledgerAccount.count(),
      db().ledgerTransfer.count(),
    ]);
    expect(response.body.data?.status).toBe("ok");
    expect(response.body.data?.ledger).toEqual({ ok: true, accounts, transfers, problems: [] });
    expect(transfers).toBeGreaterThan(0);
  });

  it("refuses a user with 403", async () => {
    const account = await signedIn("user");
    const response = await call(adminHealth, "/api/v1/admin/health", { bearer: account.token });
    expect(response.status).toBe(403);
  });
});
