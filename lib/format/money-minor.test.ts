import { describe, expect, it } from "vitest";
import { formatExchangeRate } from "./exchange-rate";
import { formatMinor, minorAsDecimal } from "./money-minor";

describe("formatMinor", () => {
  it("shows cents and paise when there are any, whole amounts without", () => {
    expect(formatMinor(9432, "USD")).toBe("$94.32");
    expect(formatMinor(9400, "USD")).toBe("$94");
    expect(formatMinor(150_000, "INR")).toBe("₹1,500");
    expect(formatMinor(12_345_678, "INR")).toBe("₹1,23,456.78");
    expect(formatMinor(5, "EUR")).toBe("€0.05");
  });
});

describe("minorAsDecimal", () => {
  it("writes minor units as exact decimal text", () => {
    expect(minorAsDecimal(9432)).toBe("94.32");
    expect(minorAsDecimal(5)).toBe("0.05");
    expect(minorAsDecimal(150_000)).toBe("1500.00");
    expect(minorAsDecimal(-250)).toBe("-2.50");
  });
});

describe("formatExchangeRate", () => {
  it("says what one unit is worth in coins", () => {
    expect(formatExchangeRate("EUR", "102.00")).toBe("1 EUR = 102.00 coins");
  });
});
