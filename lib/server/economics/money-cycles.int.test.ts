// The money rules tried as a fraudster would, over HTTP on PostgreSQL: buy coins (in rupees or
// dollars), book a service of one's own organization with them, complete it, convert the
// earnings to any currency and have an admin approve: what comes out is worth no more than what
// went in, each side valued at the rate it was priced at. Then a race: 20 bookings completing
// while an admin changes the commission and the rates; the ledger's invariants hold after it.
// Configuration is read at import: vi.hoisted sets the country header before any import runs.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as settingsRoute } from "@/app/api/v1/admin/settings/route";
import { POST as confirmPayoutRoute } from "@/app/api/v1/admin/conversions/[id]/confirm-payout/route";
import { POST as approveRoute } from "@/app/api/v1/conversions/[id]/approve/route";
import { GET as quoteRoute } from "@/app/api/v1/conversions/quote/route";
import { POST as convertRoute } from "@/app/api/v1/conversions/route";
import { PUT as payoutRoute } from "@/app/api/v1/org/payout-accounts/[currency]/route";
import { POST as orderRoute } from "@/app/api/v1/payments/orders/route";
import { POST as payRoute } from "@/app/api/v1/payments/simulated/pay/route";
import { POST as verifyRoute } from "@/app/api/v1/payments/verify/route";
import { POST as bookRoute } from "@/app/api/v1/services/[id]/book/route";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn, verifiedByAdmin } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { deliverAndAccept } from "@/test/integration/deliveries";
import { clearNow, createService } from "@/test/integration/marketplace";

const COUNTRY = vi.hoisted(() => {
  process.env.TRUSTED_COUNTRY_HEADER = "x-test-country";
  return "x-test-country";
});
type Account = Awaited<ReturnType<typeof signedIn>>;
const routes = {
  order: orderRoute,
  pay: payRoute,
  verify: verifyRoute,
  book: bookRoute,
  payout: payoutRoute,
  quote: quoteRoute,
  convert: convertRoute,
  approve: approveRoute,
  confirmPayout: confirmPayoutRoute,
  settings: settingsRoute,
};

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const PAYOUTS = {
  INR: { method: "upi", holderName: "Asha Rao", upiId: "asha.rao@okaxis" },
  EUR: { method: "iban", holderName: "Asha Rao", iban: "DE89370400440532013000" },
  USD: {
    method: "us_account",
    holderName: "Asha Rao",
    accountNumber: "000123456789",
    routingNumber: "011000015",
  },
} as const;

function ok<T>(response: { status: number; body: { data?: T } }, status = 200): T {
  if (response.status !== status)
    throw new Error(`expected ${status}: ${JSON.stringify(response)}`);
  return response.body.data!;
}

/** Buys a package as a buyer in `country` would: order, test checkout, verify. */
async function buyPackage(buyer: Account, country: string, packageId: string) {
  const headers = { [COUNTRY]: country };
  const order = ok<{
    orderId: string;
    amountMinor: number;
    currency: string;
    coins: number;
    bonus: number;
  }>(
    await call(routes.order, "/api/v1/payments/orders", {
      bearer: buyer.token,
      headers,
      body: { packageId, purpose: "coin_purchase" },
    }),
    201,
  );
  const checkout = ok<Record<string, string>>(
    await call(routes.pay, "/api/v1/payments/simulated/pay", {
      bearer: buyer.token,
      body: { orderId: order.orderId, outcome: "success" },
    }),
  );
  ok(await call(routes.verify, "/api/v1/payments/verify", { bearer: buyer.token, body: checkout }));
  return db().paymentOrder.findUniqueOrThrow({ where: { providerOrderId: order.orderId } });
}

/** Books the organization's service with every coin, and the organization completes it. */
async function bookAndComplete(buyer: Account, org: Account, price: number) {
  const organizationId = (
    await db().organizationProfile.findUniqueOrThrow({ where: { userId: org.user.id } })
  ).id;
  const service = await createService({ organizationId, price });
  const booking = ok<{ id: string }>(
    await call(routes.book, `/api/v1/services/${service.id}/book`, {
      bearer: buyer.token,
      params: { id: service.id },
      headers: { "idempotency-key": randomUUID() },
      body: { expectedPrice: price },
    }),
    201,
  );
  ok(await deliverAndAccept(org.token, buyer.token, booking.id));
  // The earnings clear (the sweep's work once the clearing period ends) before they convert.
  await db().$transaction((tx) => clearNow(tx, booking.id));
  return booking.id;
}

/**
 * Converts all the organization's earnings to `currency` at the quote it was shown; approved, and
 * its payout confirmed (paid: the coins redeemed).
 */
async function convertAll(org: Account, admin: Account, currency: "INR" | "USD" | "EUR") {
  const earnings = await db().ledgerAccount.findUniqueOrThrow({
    where: { kind_userId: { kind: "org_earnings", userId: org.user.id } },
  });
  const amount = Number(earnings.balance);
  await verifiedByAdmin(org.user.id);
  ok(
    await call(routes.payout, `/api/v1/org/payout-accounts/${currency}`, {
      bearer: org.token,
      params: { currency },
      body: PAYOUTS[currency],
    }),
  );
  const quote = ok<{ payoutMinor: number; feeCoins: number; rate: string }>(
    await call(routes.quote, `/api/v1/conversions/quote?amount=${amount}&currency=${currency}`, {
      bearer: org.token,
    }),
  );
  const made = ok<{ conversion: { id: string; payoutMinor: number } }>(
    await call(routes.convert, "/api/v1/conversions", {
      bearer: org.token,
      headers: { "idempotency-key": randomUUID() },
      body: { amount, currency, expectedPayoutMinor: quote.payoutMinor },
    }),
    201,
  );
  expect(made.conversion.payoutMinor).toBe(quote.payoutMinor);
  ok(
    await call(routes.approve, `/api/v1/conversions/${made.conversion.id}/approve`, {
      bearer: admin.token,
      params: { id: made.conversion.id },
    }),
  );
  ok(
    await call(
      routes.confirmPayout,
      `/api/v1/admin/conversions/${made.conversion.id}/confirm-payout`,
      {
        bearer: admin.token,
        params: { id: made.conversion.id },
        // A day of the admin's zone (UTC, by the browser's cookie): today.
        headers: { cookie: "cm_tz=UTC" },
        body: { reference: "UTR0000000001", sentOn: new Date().toISOString().slice(0, 10) },
      },
    ),
  );
  return db().conversionRequest.findUniqueOrThrow({ where: { id: made.conversion.id } });
}

/** Millionths of a coin that minor units of a currency are worth at a rate: exact. */
const worth = (minor: number, rateMicros: bigint) => BigInt(minor) * rateMicros;

describe("no cycle pays out more than was paid in", () => {
  it.each([
    ["IN", "coins-1000", "EUR"],
    ["IN", "coins-2000", "INR"],
    ["US", "coins-1000", "EUR"],
    ["US", "coins-2000", "USD"],
    ["DE", "coins-2000", "INR"],
  ] as const)(
    "a buyer in %s: package %s, booked on their own service, converted to %s",
    async (country, packageId, payoutCurrency) => {
      const [buyer, org, admin] = await Promise.all([
        signedIn("user"),
        signedIn("org"),
        signedIn("admin"),
      ]);
      const order = await buyPackage(buyer, country, packageId);
      expect(order.currency).toBe({ IN: "INR", US: "USD", DE: "EUR" }[country]);
      const coins = order.coins + order.bonusCoins;
      await bookAndComplete(buyer, org, coins);
      const conversion = await convertAll(org, admin, payoutCurrency);

      expect(conversion.status).toBe("paid");
      expect(worth(conversion.payoutMinor, conversion.rateMicros)).toBeLessThanOrEqual(
        worth(order.amountMinor, order.rateMicros),
      );
      // The bonus did not come back as money: the commission kept more than it.
      expect(conversion.amount).toBeLessThanOrEqual(order.coins);
      expect((await checkLedgerInvariants(db())).problems).toEqual([]);
    },
  );

  it("₹1,000 in is no longer €1,100 out, and ₹2,000 no longer ₹2,300", async () => {
    const [buyer, org, admin] = await Promise.all([
      signedIn("user"),
      signedIn("org"),
      signedIn("admin"),
    ]);
    const order = await buyPackage(buyer, "IN", "coins-1000");
    expect(order).toMatchObject({
      amountMinor: 100_000,
      currency: "INR",
      coins: 1000,
      bonusCoins: 100,
    });
    await bookAndComplete(buyer, org, 1100);
    const conversion = await convertAll(org, admin, "EUR");
    expect(conversion).toMatchObject({ amount: 935, feeCoins: 0, currency: "EUR" });
    // 935 coins at the default 102 coins a euro: €9.16.
    expect(conversion.payoutMinor).toBe(Math.floor((935 * 100) / 102));

    const twoThousand = await buyPackage(buyer, "IN", "coins-2000");
    await bookAndComplete(buyer, org, twoThousand.coins + twoThousand.bonusCoins);
    const rupees = await convertAll(org, admin, "INR");
    expect(rupees.payoutMinor).toBe(195_500);
  });
});

describe("a race of completions against changes of the rules", () => {
  it("keeps every booking's commission and the ledger's invariants while an admin changes the rules", async () => {
    const [org, admin] = await Promise.all([signedIn("org"), signedIn("admin")]);
    const organizationId = (
      await db().organizationProfile.findUniqueOrThrow({ where: { userId: org.user.id } })
    ).id;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signedIn("user")));
    const bookings: string[] = [];
    for (const [index, buyer] of buyers.entries()) {
      await buyPackage(buyer, index % 2 ? "US" : "IN", "coins-500");
      const service = await createService({ organizationId, price: 101 + index });
      const booked = ok<{ id: string }>(
        await call(routes.book, `/api/v1/services/${service.id}/book`, {
          bearer: buyer.token,
          params: { id: service.id },
          body: {},
        }),
        201,
      );
      bookings.push(booked.id);
      // Half the bookings are made after the first change: they carry another commission.
      if (index === 9) {
        ok(
          await call(routes.settings, "/api/v1/admin/settings", {
            method: "PUT",
            bearer: admin.token,
            body: {
              commissionPercent: "20",
              conversionFeePercent: "0",
              conversionFeeCoins: 0,
              rates: { USD: "90", EUR: "100" },
            },
          }),
        );
      }
    }
    const changes = ["17.5", "30", "15"].map((percent, index) =>
      call(routes.settings, "/api/v1/admin/settings", {
        method: "PUT",
        bearer: admin.token,
        body: {
          commissionPercent: percent,
          conversionFeePercent: "1",
          conversionFeeCoins: index,
          rates: { USD: `${85 + index}.5`, EUR: `${99 + index}.25` },
        },
      }),
    );
    const completions = bookings.map((id, index) =>
      deliverAndAccept(org.token, buyers[index]!.token, id),
    );
    const answers = await Promise.all([...changes, ...completions]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    const rows = await db().booking.findMany({
      where: { id: { in: bookings } },
      orderBy: { totalAmount: "asc" },
    });
    expect(rows.map((row) => row.commissionBps)).toEqual([
      ...Array(10).fill(1500),
      ...Array(10).fill(2000),
    ]);
    for (const row of rows) {
      expect(row.status).toBe("completed");
      const commission = await db().ledgerTransfer.aggregate({
        where: { bookingId: row.id, kind: "booking_commission" },
        _sum: { amount: true },
      });
      expect(Number(commission._sum.amount)).toBe(row.commissionCoins);
      expect(row.commissionCoins).toBe(
        row.totalAmount - Math.floor((row.totalAmount * (10_000 - row.commissionBps)) / 10_000),
      );
    }
    const settings = await db().platformSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect([1750, 3000, 1500]).toContain(settings.commissionBps);
    expect((await checkLedgerInvariants(db())).problems).toEqual([]);
    // Every change is in the audit log with what it was before.
    const audited = await db().auditLog.count({
      where: { action: "settings.updated", actorId: admin.user.id },
    });
    expect(audited).toBe(4);
  });
});
