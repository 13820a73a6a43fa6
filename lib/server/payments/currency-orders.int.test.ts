// Top-ups outside India: a package is charged its coins at the current exchange rate, rounded up
// to the cent, and the order keeps that rate; a custom amount of dollars or euros buys its worth
// in coins, rounded down, with no bonus. The checkout, the webhook and the history all see the
// same minor units. In India the packages still cost their coins in rupees.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as packagesRoute } from "@/app/api/v1/payments/packages/route";
import { POST as verifyRoute } from "@/app/api/v1/payments/verify/route";
import { coinsForAmount, packagePriceMinor } from "@/lib/economics/top-up-quote";
import type { Currency } from "@/lib/money/currencies";
import { regionFor } from "@/lib/money/region";
import { COIN_PACKAGES, PACKAGE_IDS } from "@/lib/payments/packages";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { coinPackagesFor } from "@/lib/server/payments/coin-packages";
import { createCoinOrder, type CreatedOrder } from "@/lib/server/payments/create-order";
import { listPayments } from "@/lib/server/payments/payment-history";
import { signedIn, signedInAccount } from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";
import {
  capturedEvent,
  createOrder,
  deliver,
  orderRow,
  pay,
  topUpsOf,
  walletBalance,
} from "@/test/integration/payments";

/** Rates with six places, so that every package's price needs rounding. */
const USD_RATE = 83_123_456;
const EUR_RATE = 97_654_321;
const US = regionFor("US");
const GERMANY = regionFor("DE");

beforeAll(() => {
  // Receipts are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

beforeEach(async () => {
  // This file's own database: the rates an admin or the feed would have set, sold at the rate
  // itself (no spread) so that each sum below is the rounding alone; the last test adds one.
  await db().exchangeRate.update({ where: { currency: "USD" }, data: { rateMicros: USD_RATE } });
  await db().exchangeRate.update({ where: { currency: "EUR" }, data: { rateMicros: EUR_RATE } });
  await db().platformSettings.update({ where: { id: 1 }, data: { fxSpreadBps: 0 } });
});

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

function packageById(id: string) {
  const pack = COIN_PACKAGES.find((candidate) => candidate.id === id);
  if (!pack) throw new Error(`no package ${id}`);
  return pack;
}

/** Pays an order in the test-mode checkout and verifies it as the Add Coins screen does. */
async function payAndVerify(token: string, order: CreatedOrder) {
  const checkout = await pay({ token }, order.orderId);
  const verified = await call<{ coinsAdded: number; balance: number }>(
    verifyRoute,
    "/api/v1/payments/verify",
    { bearer: token, body: checkout },
  );
  expect(verified.status).toBe(200);
  return verified.body.data!;
}

describe("a package bought in dollars", () => {
  it("charges the package's coins at the current rate, rounded up, and records the rate", async () => {
    const { session, token } = await signedInAccount("user");
    const order = await createCoinOrder({
      user: session,
      input: { packageId: "coins-500" },
      region: US,
      address: freshIp(),
    });
    // 500 coins at 83.123456 coins a dollar: $6.0151..., charged $6.02.
    expect(packagePriceMinor(packageById("coins-500"), USD_RATE, "USD")).toBe(602);
    expect(order).toMatchObject({
      amount: 6.02,
      amountMinor: 602,
      currency: "USD",
      rate: "83.123456",
      packageId: "coins-500",
      coins: 500,
      bonus: 25,
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      amountMinor: 602,
      currency: "USD",
      rateMicros: BigInt(USD_RATE),
      coins: 500,
      bonusCoins: 25,
      packageId: "coins-500",
      countryCode: "US",
    });

    expect(await payAndVerify(token, order)).toMatchObject({ coinsAdded: 525, balance: 525 });
    const history = await listPayments(session.id, { limit: 10 });
    expect(history.items[0]).toMatchObject({
      amount: 6.02,
      currency: "USD",
      rate: "83.123456",
      coins: 500,
      bonus: 25,
      status: "paid",
    });
  });

  it("prices every package no lower than its coins are worth", async () => {
    const { session } = await signedInAccount("user");
    for (const packageId of PACKAGE_IDS) {
      const pack = packageById(packageId);
      const order = await createCoinOrder({
        user: session,
        input: { packageId },
        region: US,
        address: freshIp(),
      });
      expect(order.amountMinor).toBe(packagePriceMinor(pack, USD_RATE, "USD"));
      // The cents paid are worth at least the package's coins; a cent less would not be.
      expect((order.amountMinor * USD_RATE) / 100 / 1_000_000).toBeGreaterThanOrEqual(pack.coins);
      expect(((order.amountMinor - 1) * USD_RATE) / 100 / 1_000_000).toBeLessThan(pack.coins);
    }
  });

  it("is credited by the provider's webhook for exactly the cents charged", async () => {
    const { session } = await signedInAccount("user");
    const order = await createCoinOrder({
      user: session,
      input: { packageId: "coins-1000" },
      region: US,
      address: freshIp(),
    });
    const paymentId = `pay_usd_${order.orderId}`;
    const short = await deliver(
      capturedEvent(order.orderId, paymentId, { amount: order.amountMinor - 1, currency: "USD" }),
    );
    expect(short.body.data?.handled).not.toBe("credited");
    expect(await walletBalance(session.id)).toBe(0);

    const exact = await deliver(
      capturedEvent(order.orderId, paymentId, { amount: order.amountMinor, currency: "USD" }),
    );
    expect(exact.body.data?.handled).toBe("credited");
    expect(await walletBalance(session.id)).toBe(1100);
    expect(await topUpsOf(order.orderId)).toBe(1);
  });
});

describe("a custom amount in dollars or euros", () => {
  it("credits the amount's worth at the rate, rounded down, and no bonus", async () => {
    const { session, token } = await signedInAccount("user");
    // $500 is the price of no package: it is a custom amount, never the 500-coin package.
    const order = await createCoinOrder({
      user: session,
      input: { amount: 500 },
      region: US,
      address: freshIp(),
    });
    const coins = coinsForAmount(500, USD_RATE);
    expect(coins).toBe(41_561);
    expect(order).toMatchObject({
      amount: 500,
      amountMinor: 50_000,
      currency: "USD",
      packageId: null,
      coins,
      bonus: 0,
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      rateMicros: BigInt(USD_RATE),
      coins,
      bonusCoins: 0,
      packageId: null,
    });
    expect(await payAndVerify(token, order)).toMatchObject({ coinsAdded: coins, balance: coins });
  });

  it("works in euros: packages at the euro rate and amounts bought at it", async () => {
    const { session, token } = await signedInAccount("user");
    const pack = await createCoinOrder({
      user: session,
      input: { packageId: "coins-2000" },
      region: GERMANY,
      address: freshIp(),
    });
    expect(pack).toMatchObject({
      currency: "EUR",
      rate: "97.654321",
      amountMinor: packagePriceMinor(packageById("coins-2000"), EUR_RATE, "EUR"),
      coins: 2000,
      bonus: 300,
    });
    expect(pack.amountMinor).toBe(2049);
    expect(await payAndVerify(token, pack)).toMatchObject({ coinsAdded: 2300 });

    const custom = await createCoinOrder({
      user: session,
      input: { amount: 10 },
      region: GERMANY,
      address: freshIp(),
    });
    expect(custom).toMatchObject({ amountMinor: 1000, coins: 976, bonus: 0, currency: "EUR" });
    expect(await payAndVerify(token, custom)).toMatchObject({ balance: 2300 + 976 });
  });

  it.each([
    ["9", 9, "The minimum amount is $10."],
    ["10001", 10_001, "The maximum amount is $10,000."],
    ["12.5", 12.5, "Amount must be a whole number."],
  ])("refuses %s dollars with the dollar bounds", async (_label, amount, message) => {
    const { session } = await signedInAccount("user");
    await expect(
      createCoinOrder({ user: session, input: { amount }, region: US, address: freshIp() }),
    ).rejects.toMatchObject({
      status: 422,
      message,
    });
    expect(await db().paymentOrder.count({ where: { userId: session.id } })).toBe(0);
  });

  it("refuses rupees from the United States", async () => {
    const { session } = await signedInAccount("user");
    await expect(
      createCoinOrder({
        user: session,
        input: { amount: 500, currency: "INR" },
        region: US,
        address: freshIp(),
      }),
    ).rejects.toMatchObject({ status: 422 });
  });
});

describe("POST /api/v1/payments/orders: a package or an amount", () => {
  it("refuses a package and an amount together with 422, and makes no order", async () => {
    const account = await signedIn("user");
    const response = await createOrder(account, { packageId: "coins-500", amount: 500 });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      code: "validation_failed",
      message: "Send a package or an amount, not both.",
    });
    expect(await db().paymentOrder.count({ where: { userId: account.user.id } })).toBe(0);
  });

  it("refuses an unknown package with 422", async () => {
    const account = await signedIn("user");
    const response = await createOrder(account, { packageId: "coins-3000" });
    expect(response.status).toBe(422);
    expect(response.body.error?.code).toBe("validation_failed");
    expect(JSON.stringify(response.body.error)).toContain("Unknown coin package");
    expect(await db().paymentOrder.count({ where: { userId: account.user.id } })).toBe(0);
  });

  it("buys a package by id in rupees at its price", async () => {
    const account = await signedIn("user");
    const response = await createOrder(account, { packageId: "coins-1000" });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      amount: 1000,
      amountMinor: 100_000,
      currency: "INR",
      rate: "1.00",
      packageId: "coins-1000",
      coins: 1000,
      bonus: 100,
    });
  });
});

describe("GET /api/v1/payments/packages", () => {
  it("shows a buyer in India every package at its coins in rupees", async () => {
    const account = await signedIn("user");
    const response = await call<{
      currency: Currency;
      rate: string;
      country: string;
      packages: { id: string; coins: number; bonus: number; priceMinor: number; price: number }[];
      customAmount: { currency: Currency; min: number; max: number };
    }>(packagesRoute, "/api/v1/payments/packages", { bearer: account.token });
    expect(response.status).toBe(200);
    const offer = response.body.data!;
    expect(offer).toMatchObject({
      currency: "INR",
      rate: "1.00",
      country: "India",
      customAmount: { currency: "INR", min: 10, max: 500_000 },
    });
    expect(offer.packages.map((pack) => pack.id)).toEqual(COIN_PACKAGES.map((pack) => pack.id));
    for (const pack of offer.packages) {
      expect(pack.price).toBe(pack.coins);
      expect(pack.priceMinor).toBe(pack.coins * 100);
    }
  });

  it("prices the packages for a buyer in the United States as the order will", async () => {
    const offer = await coinPackagesFor(US);
    expect(offer).toMatchObject({
      currency: "USD",
      rate: "83.123456",
      customAmount: { currency: "USD", min: 10, max: 10_000 },
    });
    expect(offer.packages.map((pack) => [pack.id, pack.priceMinor, pack.price])).toEqual([
      ["coins-100", 121, 1.21],
      ["coins-500", 602, 6.02],
      ["coins-1000", 1204, 12.04],
      ["coins-2000", 2407, 24.07],
    ]);
  });

  it("sells coins at the rate less the spread, says so, and orders at that price", async () => {
    await db().platformSettings.update({ where: { id: 1 }, data: { fxSpreadBps: 200 } });
    const offer = await coinPackagesFor(US);
    // 83.123456 less 2%: 81.46098688, rounded down to 81.460986 coins a dollar.
    expect(offer).toMatchObject({
      currency: "USD",
      rate: "81.460986",
      exchangeRate: "83.123456",
      spreadPercent: "2",
      priceMinutes: 30,
    });
    // 500 coins at 81.460986: $6.1379..., charged $6.14 (at the rate itself it was $6.02).
    expect(offer.packages.find((pack) => pack.id === "coins-500")?.priceMinor).toBe(614);
    // In rupees there is no spread: a coin is a rupee.
    const india = await coinPackagesFor(regionFor("IN"));
    expect(india).toMatchObject({ rate: "1.00", exchangeRate: "1.00", spreadPercent: "0" });
  });

  it("refuses organizations (403) and strangers (401)", async () => {
    const org = await signedIn("org");
    expect(
      (await call(packagesRoute, "/api/v1/payments/packages", { bearer: org.token })).status,
    ).toBe(403);
    expect((await call(packagesRoute, "/api/v1/payments/packages")).status).toBe(401);
  });
});
