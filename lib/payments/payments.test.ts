import { describe, expect, it } from "vitest";
import { regionFor } from "./currency";
import { quoteCoins, topUpAmountError } from "./packages";

describe("quoteCoins", () => {
  it.each([
    [100, 100, 0],
    [500, 500, 25],
    [1000, 1000, 100],
    [2000, 2000, 300],
    [750, 750, 0],
    [10, 10, 0],
  ])("₹%d buys %d coins with a bonus of %d", (amount, coins, bonus) => {
    expect(quoteCoins(amount)).toMatchObject({ coins, bonus, total: coins + bonus });
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
    expect(topUpAmountError(12.5, "INR")).toBe("Amount must be a whole number.");
    expect(topUpAmountError(500_000, "INR")).toBeNull();
    expect(topUpAmountError(10_000, "USD")).toBeNull();
  });
});

describe("currency", () => {
  it("pays in INR in India and USD elsewhere, India when unknown", () => {
    expect(regionFor("in").currency).toBe("INR");
    expect(regionFor("US", "United States")).toEqual({
      country: "United States",
      countryCode: "US",
      isIndia: false,
      currency: "USD",
    });
    expect(regionFor("").isIndia).toBe(true);
    expect(regionFor("X1").isIndia).toBe(true);
  });
});
