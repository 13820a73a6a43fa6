import { describe, expect, it } from "vitest";
import { CURRENCIES, CURRENCY_FACTS } from "@/lib/money/currencies";
import { formatExchangeRate } from "./exchange-rate";
import {
  formatMinor,
  fromMinor,
  minorAsDecimal,
  minorPerUnit,
  minorPerUnitBig,
  toMinor,
} from "./money-minor";

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
    expect(minorAsDecimal(9432, "USD")).toBe("94.32");
    expect(minorAsDecimal(5, "EUR")).toBe("0.05");
    expect(minorAsDecimal(150_000, "INR")).toBe("1500.00");
    expect(minorAsDecimal(-250, "USD")).toBe("-2.50");
    expect(minorAsDecimal(0, "USD")).toBe("0.00");
  });
});

describe("minor units", () => {
  it("are each currency's own: two places for all three today", () => {
    expect(CURRENCIES.map((currency) => CURRENCY_FACTS[currency].minorUnits)).toEqual([2, 2, 2]);
    for (const currency of CURRENCIES) {
      const places = CURRENCY_FACTS[currency].minorUnits;
      // Intl knows how many places the currency has: the facts must agree with it.
      const intl = new Intl.NumberFormat("en", { style: "currency", currency });
      expect(intl.resolvedOptions().maximumFractionDigits, currency).toBe(places);
      expect(minorPerUnit(currency), currency).toBe(10 ** places);
      expect(minorPerUnitBig(currency), currency).toBe(BigInt(10 ** places));
    }
  });

  it("turn whole amounts into minor units and back, exactly", () => {
    expect(toMinor(1500, "INR")).toBe(150_000);
    expect(toMinor(6.02, "USD")).toBe(602);
    expect(toMinor(0.29, "EUR")).toBe(29);
    expect(fromMinor(9432, "USD")).toBe(94.32);
    expect(fromMinor(150_000, "INR")).toBe(1500);
    for (const minor of [0, 1, 29, 601, 602, 99_999, 12_345_678]) {
      expect(toMinor(fromMinor(minor, "EUR"), "EUR"), String(minor)).toBe(minor);
    }
  });
});

describe("formatExchangeRate", () => {
  it("says what one unit is worth in coins", () => {
    expect(formatExchangeRate("EUR", "102.00")).toBe("1 EUR = 102.00 coins");
  });
});
