import { describe, expect, it } from "vitest";
import type { ConversionQuote } from "@/lib/economics/conversion-quote";
import type { RateTable } from "@/lib/economics/rates";
import { previewConversion, quoteFromDetails } from "./conversion-preview";
import { feeRule, feeText, payoutText, rateLine, rateText } from "./quote-words";

const RATES: RateTable = { INR: 1_000_000, USD: 88_000_000, EUR: 102_000_000 };
const NO_FEE = { conversionFeeBps: 0, conversionFeeCoins: 0 };
const FEE = { conversionFeeBps: 200, conversionFeeCoins: 1 };

describe("the Convert Coins preview", () => {
  it("pays rupees one for one, and dollars at the rate, rounded down to the cent", () => {
    expect(previewConversion("200", "INR", RATES, NO_FEE)).toEqual({
      kind: "quote",
      quote: {
        currency: "INR",
        grossCoins: 200,
        feeCoins: 0,
        netCoins: 200,
        rateMicros: 1_000_000,
        payoutMinor: 20_000,
      },
    });
    // 200 coins at 88 a dollar: 2.2727... dollars, paid as $2.27.
    const usd = previewConversion("200", "USD", RATES, NO_FEE);
    expect(usd.kind === "quote" && usd.quote.payoutMinor).toBe(227);
    expect(usd.kind === "quote" && payoutText(usd.quote.payoutMinor, "USD")).toBe("$2.27");
  });

  it("takes the fee off the coins first: a share rounded up, plus the fixed coins", () => {
    // 2% of 150 is 3, plus 1: 146 coins are paid, at 102 a euro: €1.43.
    const eur = previewConversion("150", "EUR", RATES, FEE);
    expect(eur).toMatchObject({
      kind: "quote",
      quote: { grossCoins: 150, feeCoins: 4, netCoins: 146, payoutMinor: 143 },
    });
  });

  it("shows nothing for an amount that is not one, and says why the fee leaves nothing", () => {
    for (const text of ["", "0", "12.5", "-3", "1e3"]) {
      expect(previewConversion(text, "INR", RATES, FEE)).toEqual({ kind: "none" });
    }
    expect(previewConversion("1", "INR", RATES, FEE)).toEqual({
      kind: "refused",
      amount: 1,
      message: "The conversion fee is 2 coins: convert more than that.",
    });
    expect(previewConversion("1", "EUR", RATES, NO_FEE)).toMatchObject({
      kind: "refused",
      message: "This amount is too small to pay out in EUR.",
    });
  });

  it("shows the server's newer quote for its own amount and currency only", () => {
    const newer: ConversionQuote = {
      currency: "USD",
      grossCoins: 200,
      feeCoins: 0,
      netCoins: 200,
      rateMicros: 90_000_000,
      payoutMinor: 222,
    };
    expect(previewConversion("200", "USD", RATES, NO_FEE, newer)).toEqual({
      kind: "quote",
      quote: newer,
    });
    const other = previewConversion("201", "USD", RATES, NO_FEE, newer);
    expect(other.kind === "quote" && other.quote.rateMicros).toBe(88_000_000);
    const inr = previewConversion("200", "INR", RATES, NO_FEE, newer);
    expect(inr.kind === "quote" && inr.quote.currency).toBe("INR");
  });
});

describe("the preview's words", () => {
  it("name the rate, the fee and the payout", () => {
    expect(rateLine("USD", 88_000_000)).toBe("1 USD = 88.00 coins");
    expect(rateLine("EUR", 101_234_500)).toBe("1 EUR = 101.2345 coins");
    expect(rateText("INR", "1.00")).toBe("1 INR = 1.00 coins");
    expect(feeText(0, FEE)).toBe("No fee");
    expect(feeText(4, FEE)).toBe("4 coins (2% + 1 coin)");
    expect(feeText(3, { conversionFeeBps: 0, conversionFeeCoins: 3 })).toBe("3 coins");
    expect(feeText(3)).toBe("3 coins");
    expect(payoutText(20_000, "INR")).toBe("₹200");
    expect(payoutText(143, "EUR")).toBe("€1.43");
    expect(feeRule(NO_FEE)).toBe("No fee");
    expect(feeRule(FEE)).toBe("2% + 1 coin");
    expect(feeRule({ conversionFeeBps: 150, conversionFeeCoins: 0 })).toBe("1.5%");
    expect(feeRule({ conversionFeeBps: 0, conversionFeeCoins: 5 })).toBe("5 coins");
  });
});

describe("a 409 quote_changed's new quote", () => {
  const quote = {
    currency: "EUR",
    grossCoins: 150,
    feeCoins: 4,
    netCoins: 146,
    rateMicros: 102_000_000,
    payoutMinor: 143,
  };

  it("is read from details.quote", () => {
    expect(quoteFromDetails({ quote })).toEqual(quote);
  });

  it("is null when the answer holds none or a malformed one", () => {
    expect(quoteFromDetails(undefined)).toBeNull();
    expect(quoteFromDetails({})).toBeNull();
    expect(quoteFromDetails({ quote: null })).toBeNull();
    expect(quoteFromDetails({ quote: { ...quote, currency: "JPY" } })).toBeNull();
    expect(quoteFromDetails({ quote: { ...quote, payoutMinor: "143" } })).toBeNull();
    expect(quoteFromDetails({ quote: { ...quote, feeCoins: 1.5 } })).toBeNull();
  });
});
