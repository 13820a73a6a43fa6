// POST /api/v1/payments/orders is rate limited: every order is a call to the payment provider
// with the deployment's keys, so one user (20 per 10 minutes) and one address (120 per 10 minutes)
// cannot make them by the hundred. Refused orders reach neither the provider nor the database.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/server/db/client";
import { ORDER_RULES } from "@/lib/server/payments/order-limits";
import { signedIn } from "@/test/integration/accounts";
import { freshIp } from "@/test/integration/http";
import { createOrder } from "@/test/integration/payments";

const TOO_MANY = "Too many requests. Please try again later";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

describe("POST /api/v1/payments/orders rate limits", () => {
  it("answers 429 to a user's 21st order in 10 minutes, from any address", async () => {
    const account = await signedIn("user");
    expect(ORDER_RULES.perUser).toMatchObject({ max: 20, windowSeconds: 600 });
    for (let index = 0; index < 20; index += 1) {
      expect((await createOrder(account, { amount: 100 }, { ip: freshIp() })).status).toBe(201);
    }
    const refused = await createOrder(account, { amount: 100 }, { ip: freshIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: "rate_limited", message: TOO_MANY });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db().paymentOrder.count({ where: { userId: account.user.id } })).toBe(20);

    // Another user is not held back by this one.
    const other = await signedIn("user");
    expect((await createOrder(other, { amount: 100 }, { ip: freshIp() })).status).toBe(201);
  });

  it("answers 429 once one address has made 120 orders in 10 minutes, whoever asks", async () => {
    expect(ORDER_RULES.perAddress).toMatchObject({ max: 120, windowSeconds: 600 });
    const address = freshIp();
    const accounts = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signedIn("user")));
    for (const account of accounts) {
      for (let index = 0; index < 20; index += 1) {
        expect((await createOrder(account, { amount: 100 }, { ip: address })).status).toBe(201);
      }
    }
    const fifth = await signedIn("user");
    const refused = await createOrder(fifth, { amount: 100 }, { ip: address });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe(TOO_MANY);
    expect(await db().paymentOrder.count({ where: { userId: fifth.user.id } })).toBe(0);
    expect((await createOrder(fifth, { amount: 100 }, { ip: freshIp() })).status).toBe(201);
  });
});
