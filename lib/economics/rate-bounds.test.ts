import { describe, expect, it } from "vitest";
import { RATED_CURRENCIES } from "@/lib/money/currencies";
import { rateRangeProblem, rateRangesText, startingRateMicros } from "./rate-bounds";

describe("each rated currency's rates", () => {
  it("are said as the API's description says them", () => {
    expect(rateRangesText()).toBe("USD 40 to 200, EUR 40 to 250 coins");
  });

  it("start within their range, at the rates the first migration inserted", () => {
    for (const currency of RATED_CURRENCIES) {
      expect(rateRangeProblem(currency, startingRateMicros(currency)), currency).toBeNull();
    }
    expect(startingRateMicros("USD")).toBe(88_000_000);
    expect(startingRateMicros("EUR")).toBe(102_000_000);
  });
});
