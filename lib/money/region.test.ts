// The payer's region is known by its currency; the spec's isIndia survives only on the wire.
import { describe, expect, it } from "vitest";
import { DEFAULT_REGION, locationOf, regionFor } from "./region";

describe("regionFor", () => {
  it("pays in INR in India, EUR in the euro area, USD elsewhere, India when unknown", () => {
    expect(regionFor("in").currency).toBe("INR");
    expect(regionFor("US", "United States")).toEqual({
      country: "United States",
      countryCode: "US",
      currency: "USD",
    });
    expect(regionFor("DE").currency).toBe("EUR");
    expect(regionFor("GB").currency).toBe("USD");
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
