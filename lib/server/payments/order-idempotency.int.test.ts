// Idempotency-Key on POST /api/v1/payments/orders over HTTP on PostgreSQL: the same key with the
// same body answers the first order again (the same 201, Idempotent-Replayed) and makes no other, not even
// when the requests race; the key with another body is refused with 422 idempotency_key_reused;
// keys are per user; a repeat counts against no rate limit; a malformed key is a 400.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as verifyRoute } from "@/app/api/v1/payments/verify/route";
import { db } from "@/lib/server/db/client";
import { ORDER_RULES } from "@/lib/server/payments/order-limits";
import { INVALID_AMOUNT } from "@/lib/economics/top-up-quote";
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED } from "@/lib/validations/idempotency";
import { signedIn } from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";
import { createOrder, pay, type OrderData } from "@/test/integration/payments";

beforeAll(() => {
  // Receipts are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

type Account = Awaited<ReturnType<typeof signedIn>>;

function order(account: Account, key: string | null, body: Record<string, unknown>) {
  return createOrder(account, body, {
    ip: freshIp(),
    headers: key === null ? {} : { "idempotency-key": key },
  });
}

const ordersOf = (account: Account) =>
  db().paymentOrder.count({ where: { userId: account.user.id } });

describe("POST /api/v1/payments/orders with an Idempotency-Key", () => {
  it("answers a repeat of the request with the first order, and makes no other", async () => {
    const buyer = await signedIn("user");
    const first = await order(buyer, "buy-1", { packageId: "coins-500" });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await order(buyer, "buy-1", { packageId: "coins-500" });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(buyer)).toBe(1);
    // Without a key, every request is an order of its own.
    await order(buyer, null, { packageId: "coins-500" });
    await order(buyer, null, { packageId: "coins-500" });
    expect(await ordersOf(buyer)).toBe(3);
  });

  it("refuses the key for another request with 422 and makes nothing", async () => {
    const buyer = await signedIn("user");
    expect((await order(buyer, "buy-2", { amount: 500 })).status).toBe(201);
    for (const body of [
      { amount: 600 },
      { amount: 500, currency: "INR" },
      { packageId: "coins-500" },
    ]) {
      const reused = await order(buyer, "buy-2", body);
      expect(reused.status, JSON.stringify(body)).toBe(422);
      expect(reused.body).toEqual({
        success: false,
        error: { code: "idempotency_key_reused", message: IDEMPOTENCY_KEY_REUSED },
      });
    }
    // An amount that is not a number is no request at all: refused as such, before its key counts.
    const text = await order(buyer, "buy-2", { amount: "500" });
    expect(text.status).toBe(422);
    expect(text.body.error).toMatchObject({ code: "validation_failed", message: INVALID_AMOUNT });
    expect(await ordersOf(buyer)).toBe(1);
    expect((await order(buyer, "buy-2", { amount: 500 })).status).toBe(201);
  });

  it("makes one order when requests with one key race, each answered with it", async () => {
    const buyer = await signedIn("user");
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => order(buyer, "race", { packageId: "coins-1000" })),
    );
    expect(await ordersOf(buyer)).toBe(1);
    const stored = await db().paymentOrder.findFirstOrThrow({ where: { userId: buyer.user.id } });
    expect(answers.map((answer) => answer.body.data?.orderId)).toEqual(
      answers.map(() => stored.providerOrderId),
    );
    // Each answers the original 201; all but the first say they are replays.
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const replayed = answers.filter((answer) => answer.headers.get("idempotent-replayed"));
    expect(replayed).toHaveLength(5);
  });

  it("keeps keys per user: another user's same key makes their own order", async () => {
    const orders: OrderData[] = [];
    for (const _ of [1, 2]) {
      const buyer = await signedIn("user");
      const made = await order(buyer, "shared-key", { packageId: "coins-500" });
      expect(made.status).toBe(201);
      orders.push(made.body.data!);
    }
    expect(orders[0]!.orderId).not.toBe(orders[1]!.orderId);
  });

  it("answers a repeat after the order was paid with the same order, credited once", async () => {
    const buyer = await signedIn("user");
    const first = (await order(buyer, "paid", { amount: 200 })).body.data!;
    const checkout = await pay(buyer, first.orderId);
    const verified = await call(verifyRoute, "/api/v1/payments/verify", {
      bearer: buyer.token,
      body: checkout,
    });
    expect(verified.status).toBe(200);
    const again = await order(buyer, "paid", { amount: 200 });
    expect(again.status).toBe(201);
    expect(again.body.data?.orderId).toBe(first.orderId);
    expect(await ordersOf(buyer)).toBe(1);
  });

  it("counts a repeat against no rate limit: it reaches no provider", async () => {
    const buyer = await signedIn("user");
    const ip = freshIp();
    const body = { packageId: "coins-500" };
    const key = { "idempotency-key": "limit" };
    for (let index = 0; index <= ORDER_RULES.perUser.max + 2; index += 1) {
      const answer = await createOrder(buyer, body, { ip, headers: key });
      expect(answer.status, `request ${index + 1}`).toBe(201);
    }
    expect(await ordersOf(buyer)).toBe(1);
  });

  it.each([
    ["over 100 characters", "k".repeat(101)],
    ["with a space", "two words"],
  ])("refuses a key %s with 400 and makes nothing", async (_, key) => {
    const buyer = await signedIn("user");
    const response = await order(buyer, key, { packageId: "coins-500" });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: "bad_request", message: IDEMPOTENCY_KEY_INVALID });
    expect(await ordersOf(buyer)).toBe(0);
  });
});
