import { describe, expect, it } from "vitest";
import { payoutSentence, payoutTotals } from "./payout-words";

describe("payoutSentence", () => {
  it("says the money, the coins, the fee and the rate", () => {
    expect(
      payoutSentence({
        currency: "USD",
        amount: 8300,
        feeCoins: 0,
        rate: "88.00",
        payoutMinor: 9431,
      }),
    ).toBe("Pay $94.31 (8,300 coins − 0 fee at 88.00)");
    expect(
      payoutSentence({
        currency: "INR",
        amount: 1000,
        feeCoins: 25,
        rate: "1.00",
        payoutMinor: 97_500,
      }),
    ).toBe("Pay ₹975 (1,000 coins − 25 fee at 1.00)");
  });
});

describe("payoutTotals", () => {
  it("adds the payouts up per currency", () => {
    expect(
      payoutTotals([
        { currency: "USD", payoutMinor: 9431 },
        { currency: "INR", payoutMinor: 50_000 },
        { currency: "USD", payoutMinor: 69 },
      ]),
    ).toBe("₹500 · $95");
    expect(payoutTotals([])).toBe("");
  });
});
