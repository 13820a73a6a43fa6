import { describe, expect, it } from "vitest";
import { conversionFeeCoins, payoutMinorFor, quoteConversion } from "./conversion-quote";
import { BASE_RATE, parseRate } from "./rates";

const NO_FEE = { conversionFeeBps: 0, conversionFeeCoins: 0 };

describe("quoteConversion", () => {
  it("pays rupees one for one when there is no fee", () => {
    expect(quoteConversion(1100, "INR", BASE_RATE, NO_FEE)).toEqual({
      ok: true,
      quote: {
        currency: "INR",
        grossCoins: 1100,
        feeCoins: 0,
        netCoins: 1100,
        rateMicros: BASE_RATE,
        payoutMinor: 110_000,
      },
    });
  });

  it("pays euros at the rate, rounded down to the cent: 1,100 coins are €10.78 at 102, not €1,100", () => {
    const outcome = quoteConversion(1100, "EUR", parseRate("102")!, NO_FEE);
    expect(outcome.ok && outcome.quote.payoutMinor).toBe(1078);
  });

  it("takes the fee's share rounded up plus the fixed coins off the coins", () => {
    const fees = { conversionFeeBps: 150, conversionFeeCoins: 10 };
    expect(conversionFeeCoins(1001, fees)).toBe(16 + 10); // 1.5% of 1001 = 15.015 -> 16
    const outcome = quoteConversion(1001, "INR", BASE_RATE, fees);
    expect(outcome.ok && outcome.quote).toMatchObject({
      feeCoins: 26,
      netCoins: 975,
      payoutMinor: 97_500,
    });
  });

  it("refuses an amount the fee eats, and one too small to pay a cent", () => {
    expect(
      quoteConversion(10, "INR", BASE_RATE, { conversionFeeBps: 0, conversionFeeCoins: 10 }),
    ).toEqual({
      ok: false,
      message: "The conversion fee is 10 coins: convert more than that.",
    });
    expect(quoteConversion(1, "EUR", parseRate("102")!, NO_FEE)).toEqual({
      ok: false,
      message: "This amount is too small to pay out in EUR.",
    });
  });

  it("never pays more than the net coins are worth", () => {
    for (let rate = 1_000_000; rate < 150_000_000; rate += 3_333_333) {
      for (const coins of [1, 99, 1000, 12_345, 9_999_999]) {
        const minor = payoutMinorFor(coins, rate, "USD");
        expect(BigInt(minor) * BigInt(rate)).toBeLessThanOrEqual(BigInt(coins) * 100_000_000n);
      }
    }
  });
});
