import { describe, expect, it } from "vitest";
import type { CoinPackages } from "@/lib/schemas/economics";
import { coinsForAmount, packagePriceMinor } from "@/lib/economics/top-up-quote";
import { COIN_PACKAGES, MIN_TOPUP } from "@/lib/payments/packages";
import { type Currency, CURRENCY_FACTS } from "@/lib/money/currencies";
import {
  amountForCoins,
  NOTHING_CHOSEN,
  offerRate,
  orderChoice,
  priceSelection,
  selectionFromQuery,
  type TopUpSelection,
} from "./top-up-selection";
import { ENTER_A_VALID_AMOUNT } from "@/lib/validations/whole-amount";

/**
 * The offer as GET /api/v1/payments/packages builds it (lib/server/payments/coin-packages.ts):
 * `rate` is what coins are sold at, the exchange rate less the spread (none unless given).
 */
function offerAt(
  currency: Currency,
  rate: string,
  rateMicros: number,
  spread: { exchangeRate: string; spreadPercent: string } = {
    exchangeRate: rate,
    spreadPercent: "0",
  },
): CoinPackages {
  return {
    currency,
    rate,
    ...spread,
    priceMinutes: 30,
    country: currency === "INR" ? "India" : "US",
    packages: COIN_PACKAGES.map((pack) => {
      const priceMinor = packagePriceMinor(pack, rateMicros, currency);
      return { ...pack, priceMinor, price: priceMinor / 100 };
    }),
    customAmount: { currency, min: MIN_TOPUP, max: CURRENCY_FACTS[currency].maxTopUp },
  };
}

const INR = offerAt("INR", "1.00", 1_000_000);
const USD = offerAt("USD", "88.00", 88_000_000);
const EUR = offerAt("EUR", "102.50", 102_500_000);
const custom = (text: string): TopUpSelection => ({ kind: "custom", text });

describe("priceSelection", () => {
  it("prices a package at the offer's own price, bonus included", () => {
    const priced = priceSelection({ kind: "package", packageId: "coins-500" }, USD);
    expect(priced).toEqual({
      kind: "priced",
      amount: null,
      quote: {
        packageId: "coins-500",
        amountMinor: 569,
        currency: "USD",
        rateMicros: 88_000_000,
        coins: 500,
        bonus: 25,
        total: 525,
      },
    });
  });

  it("prices a custom dollar amount at the rate, rounded down, with no bonus", () => {
    const priced = priceSelection(custom("25"), USD);
    expect(priced).toMatchObject({
      kind: "priced",
      amount: 25,
      quote: { packageId: null, amountMinor: 2500, coins: 2200, bonus: 0, total: 2200 },
    });
    // 10 euros at 102.5 coins each: 1,025 coins, the server's own sum.
    expect(priceSelection(custom("10"), EUR)).toMatchObject({
      quote: { amountMinor: 1000, coins: coinsForAmount(10, 102_500_000), bonus: 0 },
    });
  });

  it("in INR treats exactly a package's price as that package, as the server does", () => {
    expect(priceSelection(custom("500"), INR)).toMatchObject({
      kind: "priced",
      amount: 500,
      quote: { packageId: "coins-500", amountMinor: 50_000, coins: 500, bonus: 25 },
    });
    // The same number in dollars is a custom amount: no package, no bonus.
    expect(priceSelection(custom("500"), USD)).toMatchObject({
      quote: { packageId: null, coins: 44_000, bonus: 0 },
    });
  });

  it("prices at the rate coins are sold at, never the exchange rate it is taken from", () => {
    const spread = offerAt("USD", "86.24", 86_240_000, {
      exchangeRate: "88.00",
      spreadPercent: "2",
    });
    expect(priceSelection(custom("25"), spread)).toMatchObject({
      quote: { rateMicros: 86_240_000, coins: 2156, total: 2156 },
    });
    expect(priceSelection({ kind: "package", packageId: "coins-500" }, spread)).toMatchObject({
      quote: { amountMinor: 580, total: 525 },
    });
  });

  it("prices nothing while the field is empty or the package unknown", () => {
    expect(priceSelection(custom(""), USD)).toEqual({ kind: "none" });
    expect(priceSelection(custom("   "), USD)).toEqual({ kind: "none" });
    expect(priceSelection({ kind: "package", packageId: "coins-3" }, USD)).toEqual({
      kind: "none",
    });
  });

  it("refuses what is not a whole amount above zero as typed, never another number", () => {
    for (const typed of ["0", "99.99", "10.5", "1e3", "-5", "1,000", "$10"]) {
      expect(priceSelection(custom(typed), USD)).toEqual({
        kind: "invalid",
        problem: ENTER_A_VALID_AMOUNT,
      });
    }
  });

  it("refuses an amount outside the bounds as typed, naming the bound it breaks", () => {
    expect(priceSelection(custom("9"), INR)).toEqual({
      kind: "invalid",
      problem: "The minimum amount is ₹10.",
    });
    expect(priceSelection(custom("9999999999"), INR)).toEqual({
      kind: "invalid",
      problem: "The maximum amount is ₹5,00,000.",
    });
    expect(priceSelection(custom("10001"), USD)).toEqual({
      kind: "invalid",
      problem: "The maximum amount is $10,000.",
    });
    expect(priceSelection(custom("500000"), INR)).toMatchObject({ kind: "priced" });
  });
});

describe("orderChoice", () => {
  it("sends a package by id and a custom amount as its number", () => {
    const pack: TopUpSelection = { kind: "package", packageId: "coins-1000" };
    expect(orderChoice(pack, priceSelection(pack, USD))).toEqual({ packageId: "coins-1000" });
    const typed = custom("500");
    expect(orderChoice(typed, priceSelection(typed, INR))).toEqual({ amount: 500 });
  });

  it("sends nothing for an empty or invalid choice", () => {
    expect(orderChoice(custom(""), priceSelection(custom(""), INR))).toBeNull();
    expect(orderChoice(custom("1.5"), priceSelection(custom("1.5"), INR))).toBeNull();
  });
});

describe("amountForCoins", () => {
  it("is the least whole amount whose worth covers the coins", () => {
    expect(amountForCoins(150, 1_000_000)).toBe(150);
    expect(amountForCoins(88, 88_000_000)).toBe(1);
    expect(amountForCoins(89, 88_000_000)).toBe(2);
    expect(amountForCoins(1000, 88_000_000)).toBe(12);
    for (const coins of [1, 50, 150, 999, 12_345]) {
      for (const rate of [88_000_000, 102_500_000, 83_123_456]) {
        const amount = amountForCoins(coins, rate);
        expect(coinsForAmount(amount, rate)).toBeGreaterThanOrEqual(coins);
        expect(coinsForAmount(amount - 1, rate)).toBeLessThan(coins);
      }
    }
  });
});

describe("selectionFromQuery", () => {
  it("picks the package a link names", () => {
    expect(selectionFromQuery({ package: "coins-500" }, USD)).toEqual({
      kind: "package",
      packageId: "coins-500",
    });
    expect(selectionFromQuery({ package: ["coins-100", "coins-2000"] }, INR)).toEqual({
      kind: "package",
      packageId: "coins-100",
    });
  });

  it("reads ?amount= as the coins wanted: the package of exactly that many first", () => {
    expect(selectionFromQuery({ amount: "1000" }, INR)).toEqual({
      kind: "package",
      packageId: "coins-1000",
    });
    expect(selectionFromQuery({ amount: "1000" }, USD)).toEqual({
      kind: "package",
      packageId: "coins-1000",
    });
  });

  it("else fills the amount that buys them: rupees one for one, dollars at the rate", () => {
    expect(selectionFromQuery({ amount: "150" }, INR)).toEqual(custom("150"));
    // 150 coins cost 2 dollars at 88, below the $10 minimum.
    expect(selectionFromQuery({ amount: "150" }, USD)).toEqual(custom("10"));
    expect(selectionFromQuery({ amount: "5000" }, USD)).toEqual(custom("57"));
    expect(selectionFromQuery({ amount: "5" }, INR)).toEqual(custom("10"));
  });

  it("preselects nothing for an unknown package or an unreadable amount", () => {
    for (const query of [
      {},
      { package: "coins-7" },
      { amount: "" },
      { amount: "0" },
      { amount: "12.5" },
      { amount: "-5" },
      { amount: "1e3" },
    ]) {
      expect(selectionFromQuery(query, USD)).toEqual(NOTHING_CHOSEN);
    }
  });
});

describe("offerRate", () => {
  it("reads the offer's rate in millionths and refuses an unreadable one", () => {
    expect(offerRate(USD)).toBe(88_000_000);
    expect(() => offerRate({ ...USD, rate: "abc" })).toThrow();
  });
});
