// The money rules tried as a fraudster would, over HTTP on PostgreSQL: buy coins (in rupees or
// dollars), book a service of one's own organization with them, complete it, convert the
// earnings to any currency and have an admin approve: what comes out is worth no more than what
// went in, each side valued at the rate it was priced at. Then a race: 20 bookings completing
// while an admin changes the commission and the rates; the ledger's invariants hold after it.
// Configuration is read at import: vi.hoisted sets the country header before any import runs.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { deliverAndAccept } from "@/test/integration/deliveries";
import { createService } from "@/test/integration/marketplace";
import {
  bookAndComplete,
  buyPackage,
  convertAll,
  ok,
  routes,
} from "@/test/integration/money-cycle";

vi.hoisted(() => {
  process.env.TRUSTED_COUNTRY_HEADER = "x-test-country";
});

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

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
    // 935 coins at the default 102 coins a euro plus the 2% spread (104.04): €8.98.
    expect(conversion.payoutMinor).toBe(Math.floor((935 * 100) / 104.04));

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
              confirmedRates: { USD: "90", EUR: "100" },
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
          // Each within 4% (the bound) of 90 and 100 and of each other, in whatever order they land.
          rates: { USD: `${88 + index}.5`, EUR: `${99 + index}.25` },
          confirmedRates: { USD: `${88 + index}.5`, EUR: `${99 + index}.25` },
          // From 20% to 30% is more than a step: typed again, whatever the order they land in.
          confirmedRules: { commissionPercent: percent },
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
