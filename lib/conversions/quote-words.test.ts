import { describe, expect, it } from "vitest";
import { payoutSpreadWords } from "./quote-words";

describe("payoutSpreadWords", () => {
  it("says how a payout rate is made: the exchange rate plus the spread", () => {
    expect(payoutSpreadWords("USD", 89_760_000, { mid: 88_000_000, spreadBps: 200 })).toBe(
      "the exchange rate 88.00 plus a 2% spread",
    );
    expect(payoutSpreadWords("EUR", 104_550_000, { mid: 102_000_000, spreadBps: 250 })).toBe(
      "the exchange rate 102.00 plus a 2.5% spread",
    );
  });

  it("says nothing in rupees, with no spread, or of a rate the spread did not make", () => {
    expect(payoutSpreadWords("INR", 1_000_000, { mid: 1_000_000, spreadBps: 200 })).toBeNull();
    expect(payoutSpreadWords("USD", 88_000_000, { mid: 88_000_000, spreadBps: 0 })).toBeNull();
    // The server's newer quote (409 quote_changed) at a rate the page was not read with.
    expect(payoutSpreadWords("USD", 90_100_000, { mid: 88_000_000, spreadBps: 200 })).toBeNull();
    expect(payoutSpreadWords("USD", 89_760_000, null)).toBeNull();
  });
});
