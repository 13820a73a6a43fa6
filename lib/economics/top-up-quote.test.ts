import { describe, expect, it } from "vitest";
import { COIN_PACKAGES } from "@/lib/payments/packages";
import { BASE_RATE, parseRate } from "./rates";
import {
  coinsForAmount,
  packagePriceMinor,
  quoteAmount,
  quotePackage,
  topUpAmountError,
} from "./top-up-quote";

const pack = (id: string) => COIN_PACKAGES.find((candidate) => candidate.id === id)!;

describe("quoteAmount in rupees (the base currency: 1 coin a rupee)", () => {
  it.each([
    [100, 100, 0],
    [500, 500, 25],
    [1000, 1000, 100],
    [2000, 2000, 300],
    [750, 750, 0],
    [10, 10, 0],
  ])("₹%d buys %d coins with a bonus of %d", (amount, coins, bonus) => {
    expect(quoteAmount(amount, "INR", BASE_RATE)).toMatchObject({
      coins,
      bonus,
      total: coins + bonus,
      amountMinor: amount * 100,
      rateMicros: BASE_RATE,
    });
  });
});

describe("prices in other currencies", () => {
  const usd = parseRate("83.06")!;

  it("prices a package at the rate, rounded up to the cent: 500 coins + 25 bonus · $6.02", () => {
    expect(packagePriceMinor(pack("coins-500"), usd, "USD")).toBe(602);
    expect(quotePackage(pack("coins-500"), "USD", usd)).toMatchObject({
      packageId: "coins-500",
      amountMinor: 602,
      coins: 500,
      bonus: 25,
      total: 525,
    });
  });

  it("never charges less than the coins are worth, for every package and many rates", () => {
    for (let micros = 1_000_000; micros < 200_000_000; micros += 7_654_321) {
      for (const candidate of COIN_PACKAGES) {
        const minor = packagePriceMinor(candidate, micros, "EUR");
        // minor cents are worth minor x rate / 100 coins: at least the coins, less than a cent over.
        expect(BigInt(minor) * BigInt(micros)).toBeGreaterThanOrEqual(
          BigInt(candidate.coins) * 100n * 1_000_000n,
        );
        expect(BigInt(minor - 1) * BigInt(micros)).toBeLessThan(
          BigInt(candidate.coins) * 100n * 1_000_000n,
        );
      }
    }
  });

  it("gives a custom amount its worth in coins, rounded down, and no bonus", () => {
    expect(coinsForAmount(25, usd)).toBe(2076); // 25 x 83.06 = 2076.5
    expect(quoteAmount(500, "USD", usd)).toMatchObject({
      packageId: null,
      coins: 41_530,
      bonus: 0,
      amountMinor: 50_000,
    });
  });

  it("a buyer outside India no longer pays $100 for 100 coins", () => {
    expect(quotePackage(pack("coins-100"), "USD", usd).amountMinor).toBe(121); // $1.21
  });
});

describe("topUpAmountError", () => {
  it("refuses missing, zero and negative amounts with the spec's message", () => {
    for (const amount of [undefined, null, "500", 0, -5, Number.NaN]) {
      expect(topUpAmountError(amount, "INR")).toBe(
        "Invalid amount. Amount must be greater than 0.",
      );
    }
  });

  it("states the bounds of the region in its currency", () => {
    expect(topUpAmountError(9, "INR")).toBe("The minimum amount is ₹10.");
    expect(topUpAmountError(500_001, "INR")).toBe("The maximum amount is ₹5,00,000.");
    expect(topUpAmountError(10_001, "USD")).toBe("The maximum amount is $10,000.");
    expect(topUpAmountError(10_001, "EUR")).toBe("The maximum amount is €10,000.");
    expect(topUpAmountError(12.5, "INR")).toBe("Amount must be a whole number.");
    expect(topUpAmountError(500_000, "INR")).toBeNull();
    expect(topUpAmountError(10_000, "USD")).toBeNull();
  });
});
