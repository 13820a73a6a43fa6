// Money under moving rates, over HTTP on PostgreSQL, as the probe tried it: a dollar and a euro
// cycle (buy, book one's own service, convert) with the rate moved by the settings' whole bound
// between the top-up and the conversion; orders paid after their price expired or after a larger
// move; rates typed 100 times off; and the most extreme settings the form accepts, under which no
// operation may answer 500.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as quoteRoute } from "@/app/api/v1/conversions/quote/route";
import { POST as orderRoute } from "@/app/api/v1/payments/orders/route";
import { ORDER_EXPIRED } from "@/lib/server/payments/order-price";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn, type SignedInAccount } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import {
  bookAndComplete,
  buyPackage,
  convertAll,
  COUNTRY_HEADER,
  orderPackage,
  payOrder,
} from "@/test/integration/money-cycle";
import { saveSettings, STARTING_RULES } from "@/test/integration/platform-settings";
import { walletBalance } from "@/test/integration/chargebacks";

vi.hoisted(() => {
  process.env.TRUSTED_COUNTRY_HEADER = "x-test-country";
});

let admin: SignedInAccount;
beforeAll(async () => {
  admin = await signedIn("admin");
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

/** The rates as they are now, as the settings form sends them. */
async function currentRates(): Promise<{ USD: string; EUR: string }> {
  const rows = await db().exchangeRate.findMany();
  const text = (currency: string) =>
    String(Number(rows.find((row) => row.currency === currency)!.rateMicros) / 1_000_000);
  return { USD: text("USD"), EUR: text("EUR") };
}

/** Where a test starts from: a rate set straight in the database, as if it had always been. */
async function startAt(currency: "USD" | "EUR", rate: string) {
  await db().exchangeRate.update({
    where: { currency },
    data: { rateMicros: BigInt(Math.round(Number(rate) * 1_000_000)) },
  });
}

/** An admin moves one rate, typing it again as the confirmation asks. */
async function moveRate(currency: "USD" | "EUR", rate: string) {
  const rates = { ...(await currentRates()), [currency]: rate };
  const answer = await saveSettings(admin.token, {
    ...STARTING_RULES,
    rates,
    confirmedRates: { [currency]: rate },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe("a cycle across a rate move of the whole bound pays out at most what was paid", () => {
  it.for([
    ["US", "USD", "88", "84.48"],
    ["DE", "EUR", "102", "97.92"],
  ] as const)(
    "a buyer in %s: 2,000 coins in %s at %s, converted back after the rate fell 4% to %s",
    async ([country, currency, before, after]) => {
      const [buyer, org] = await Promise.all([signedIn("user"), signedIn("org")]);
      await startAt(currency, before);
      const order = await buyPackage(buyer, country, "coins-2000");
      expect(order.currency).toBe(currency);
      await bookAndComplete(buyer, org, order.coins + order.bonusCoins);
      await moveRate(currency, after);
      const conversion = await convertAll(org, admin, currency);

      expect(conversion.status).toBe("paid");
      // Same currency in and out: compared as money, not as coins.
      expect(conversion.payoutMinor).toBeLessThanOrEqual(order.amountMinor);
      expect((await checkLedgerInvariants(db())).problems).toEqual([]);
    },
  );

  it("the same dollars converted to rupees after the fall are worth no more than the dollars then", async () => {
    const [buyer, org] = await Promise.all([signedIn("user"), signedIn("org")]);
    await startAt("USD", "88");
    const order = await buyPackage(buyer, "US", "coins-2000");
    await bookAndComplete(buyer, org, order.coins + order.bonusCoins);
    await moveRate("USD", "84.48");
    const conversion = await convertAll(org, admin, "INR");
    // The dollars paid, at the rate of the conversion's day, in paise.
    expect(conversion.payoutMinor).toBeLessThanOrEqual(Math.floor(order.amountMinor * 84.48));
  });
});

describe("an order's price holds for its 30 minutes and no further than the bound", () => {
  it("refunds a payment made after a move larger than the bound, and credits nothing", async () => {
    const buyer = await signedIn("user");
    await startAt("USD", "88");
    const order = await orderPackage(buyer, "US", "coins-2000");
    // Two changes of 4% each: 7.84% since the order was priced; a new order costs more now.
    await moveRate("USD", "84.48");
    await moveRate("USD", "81.1008");

    const verified = await payOrder(buyer, order.orderId);
    expect(verified.status).toBe(409);
    expect(verified.body.error).toMatchObject({ code: "order_expired", message: ORDER_EXPIRED });
    expect(await walletBalance(buyer.user.id)).toBe(0);
    const row = await db().paymentOrder.findUniqueOrThrow({
      where: { providerOrderId: order.orderId },
      include: { duplicatePayments: true },
    });
    expect(row.status).toBe("failed");
    expect(row.duplicatePayments).toMatchObject([
      { reason: "expired_order", status: "refunded", amountMinor: order.amountMinor },
    ]);
  });

  it("after its 30 minutes: refunded when a new order would cost more, credited when not", async () => {
    const buyer = await signedIn("user");
    await startAt("USD", "88");
    const dearer = await orderPackage(buyer, "US", "coins-500");
    const cheaper = await orderPackage(buyer, "US", "coins-500");
    expect(new Date(dearer.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    await db().paymentOrder.updateMany({
      where: { providerOrderId: { in: [dearer.orderId, cheaper.orderId] } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

    // The dollar weakens 1%: 500 coins cost more dollars now. The stale price is refused.
    await moveRate("USD", "87.12");
    const refused = await payOrder(buyer, dearer.orderId);
    expect(refused.body.error?.code).toBe("order_expired");
    expect(await walletBalance(buyer.user.id)).toBe(0);

    // The dollar strengthens: a new order would cost less. The old price gains the buyer nothing.
    await moveRate("USD", "90");
    const credited = await payOrder(buyer, cheaper.orderId);
    expect(credited.status, JSON.stringify(credited.body)).toBe(200);
    expect(await walletBalance(buyer.user.id)).toBe(525);
  });

  it("credits an order paid in time after a move within the bound", async () => {
    const buyer = await signedIn("user");
    await startAt("USD", "88");
    const order = await orderPackage(buyer, "US", "coins-500");
    await moveRate("USD", "86");
    expect((await payOrder(buyer, order.orderId)).status).toBe(200);
    expect(await walletBalance(buyer.user.id)).toBe(525);
  });
});

describe("rates typed by careless hands", () => {
  it("refuses a rate 100 times off, and asks to type again what moves more than 1%", async () => {
    await startAt("USD", "88");
    await startAt("EUR", STARTING_RULES.rates.EUR);
    const save = (USD: string, confirmedRates?: Record<string, string>) =>
      saveSettings(admin.token, {
        ...STARTING_RULES,
        rates: { ...STARTING_RULES.rates, USD },
        ...(confirmedRates ? { confirmedRates } : {}),
      });
    for (const slipped of ["0.88", "8800", "880"]) {
      const refused = await save(slipped, { USD: slipped });
      expect(refused.status).toBe(422);
      expect(refused.body.error?.message).toBe("1 USD must be worth 40 to 200 coins.");
    }
    // In range but past the bound.
    const far = await save("80", { USD: "80" });
    expect(far.status).toBe(422);
    expect(far.body.error?.message).toBe(
      "The USD rate may move at most 4% at once: from 88.00, between 84.48 and 91.52.",
    );
    // 3.41%: held for a typed confirmation that says what it does to a price.
    const held = await save("85");
    expect(held.status).toBe(409);
    expect(held.body.error).toMatchObject({
      code: "confirmation_required",
      message:
        "The USD rate moves 3.41%, from 88.00 to 85.00 coins. A 500-coin package would cost $6.01 instead of $5.80. Type 85.00 to confirm.",
    });
    expect((await save("85", { USD: "58.00" })).status).toBe(409);
    expect((await save("85", { USD: "85.00" })).status).toBe(200);
    // Within 1%: no question asked.
    expect((await save("85.5")).status).toBe(200);
  });
});

describe("the most extreme settings the form accepts", () => {
  it("answers every order and quote with a result or a 422, never a 500", async () => {
    const org = await signedIn("org");
    // The ends of each currency's range, set straight in the database: reaching them through
    // the form would take many changes of the bound each.
    for (const [USD, EUR] of [
      [40, 40],
      [200, 250],
    ] as const) {
      await db().exchangeRate.update({
        where: { currency: "USD" },
        data: { rateMicros: BigInt(USD * 1_000_000) },
      });
      await db().exchangeRate.update({
        where: { currency: "EUR" },
        data: { rateMicros: BigInt(EUR * 1_000_000) },
      });
      for (const spreadPercent of ["0", "10"]) {
        const rules = {
          commissionPercent: "50",
          spreadPercent,
          maxRateMovePercent: spreadPercent === "0" ? "0.5" : "20",
        };
        const saved = await saveSettings(admin.token, {
          ...STARTING_RULES,
          ...rules,
          rates: { USD: String(USD), EUR: String(EUR) },
          // Moves of more than a step, typed again as the settings screen asks.
          confirmedRules: rules,
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        // A buyer of their own for each setting: 20 orders in ten minutes is a buyer's limit.
        const buyer = await signedIn("user");
        for (const country of ["US", "DE"]) {
          for (const body of [{ amount: 10_000 }, { amount: 10 }, { packageId: "coins-2000" }]) {
            const order = await call(orderRoute, "/api/v1/payments/orders", {
              bearer: buyer.token,
              headers: { [COUNTRY_HEADER]: country },
              body: { ...body, purpose: "coin_purchase" },
            });
            expect([201, 422]).toContain(order.status);
          }
        }
        for (const currency of ["INR", "USD", "EUR"]) {
          for (const amount of [1, 10_000_000]) {
            const quote = await call(
              quoteRoute,
              `/api/v1/conversions/quote?amount=${amount}&currency=${currency}`,
              { bearer: org.token },
            );
            expect([200, 422]).toContain(quote.status);
          }
        }
      }
    }
  });
});
