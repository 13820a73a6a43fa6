// The payer's region is known by its currency (the country table: countries.test.ts); the spec's
// isIndia survives only on the wire.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_REGION,
  locationOf,
  payingCurrenciesText,
  regionFor,
  topUpMaximaText,
} from "./region";

describe("regionFor", () => {
  it("pays in INR in India, EUR in the euro area, USD elsewhere, India when unknown", () => {
    expect(regionFor("in").currency).toBe("INR");
    expect(regionFor("US", "United States")).toEqual({
      country: "United States",
      countryCode: "US",
      currency: "USD",
    });
    expect(regionFor("DE").currency).toBe("EUR");
    expect(regionFor("JP").currency).toBe("USD");
    expect(regionFor("")).toEqual(DEFAULT_REGION);
    expect(regionFor("X1")).toEqual(DEFAULT_REGION);
    expect(DEFAULT_REGION).toEqual({ country: "India", countryCode: "IN", currency: "INR" });
  });
});

describe("locationOf", () => {
  it("answers the spec's isIndia: true for India only", () => {
    expect(locationOf(regionFor("IN"))).toEqual({
      country: "India",
      countryCode: "IN",
      currency: "INR",
      isIndia: true,
    });
    expect(locationOf(regionFor("US")).isIndia).toBe(false);
    expect(locationOf(regionFor("DE")).isIndia).toBe(false);
    expect(locationOf(regionFor("??")).isIndia).toBe(true);
  });
});

describe("the API's texts read the currency list", () => {
  it("names where each currency is paid, the fallback last", () => {
    expect(payingCurrenciesText()).toBe("INR in India, EUR in the euro area, USD everywhere else");
  });

  it("names each currency's most for a custom top-up", () => {
    expect(topUpMaximaText()).toBe("500,000 INR, 10,000 USD or 10,000 EUR");
  });
});
