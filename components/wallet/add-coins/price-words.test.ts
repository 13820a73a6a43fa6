import { describe, expect, it } from "vitest";
import { holdBeforePay, holdSentence, spreadWords } from "./price-words";

const usd = { currency: "USD", rate: "86.24", exchangeRate: "88.00", spreadPercent: "2" } as const;

describe("spreadWords", () => {
  it("says how the rate coins are sold at is made from the exchange rate", () => {
    expect(spreadWords(usd)).toBe("(the exchange rate 88.00 less a 2% spread)");
    expect(
      spreadWords({ currency: "EUR", rate: "99.45", exchangeRate: "102.00", spreadPercent: "2.5" }),
    ).toBe("(the exchange rate 102.00 less a 2.5% spread)");
  });

  it("says nothing when there is no spread", () => {
    expect(spreadWords({ ...usd, rate: "88.00", spreadPercent: "0" })).toBeNull();
  });
});

describe("holdSentence", () => {
  const expiresAt = "2026-11-28T14:12:00.000Z";

  it("says until when an order's price holds, in the viewer's zone and wording", () => {
    expect(holdSentence(expiresAt, 30, { locale: "en-IN", timeZone: "Asia/Kolkata" })).toBe(
      "This price holds for 30 minutes, until 7:42 pm IST.",
    );
    expect(holdSentence(expiresAt, 30, { locale: "en-US", timeZone: "America/New_York" })).toBe(
      "This price holds for 30 minutes, until 9:12 AM EST.",
    );
  });

  it("says before an order how long its price will hold", () => {
    expect(holdBeforePay(30)).toBe("Your price holds for 30 minutes once you press Pay.");
  });
});
