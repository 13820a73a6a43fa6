// The country table gives every country one currency at most, and every currency but the fallback
// its countries.
import { describe, expect, it } from "vitest";
import { ELSEWHERE_CURRENCY, PAYING_COUNTRIES } from "./countries";
import { BASE_CURRENCY, CURRENCIES } from "./currencies";
import { currencyOfCountry, DEFAULT_REGION, payingCurrenciesText } from "./region";

describe("the country table", () => {
  it("lists each country at most once, by its ISO code", () => {
    const listed = CURRENCIES.flatMap((currency) => PAYING_COUNTRIES[currency].countries);
    const twice = listed.filter((code, index) => listed.indexOf(code) !== index);
    expect(twice).toEqual([]);
    for (const code of listed) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("gives every currency but the fallback its countries, and words for where they are", () => {
    for (const currency of CURRENCIES) {
      const { where, countries } = PAYING_COUNTRIES[currency];
      expect(where, currency).toMatch(/^(in|everywhere) /);
      if (currency === ELSEWHERE_CURRENCY) expect(countries, currency).toEqual([]);
      else expect(countries.length, currency).toBeGreaterThan(0);
    }
  });

  it("pays in the base currency where a region is assumed when unknown", () => {
    expect(PAYING_COUNTRIES[BASE_CURRENCY].countries).toContain(DEFAULT_REGION.countryCode);
    expect(currencyOfCountry(DEFAULT_REGION.countryCode)).toBe(DEFAULT_REGION.currency);
  });

  it("is read country by country, the rest paying in the fallback", () => {
    expect(currencyOfCountry("DE")).toBe("EUR");
    expect(currencyOfCountry("HR")).toBe("EUR");
    expect(currencyOfCountry("IN")).toBe("INR");
    expect(currencyOfCountry("US")).toBe(ELSEWHERE_CURRENCY);
    expect(currencyOfCountry("JP")).toBe(ELSEWHERE_CURRENCY);
  });

  it("is said in the API's texts", () => {
    expect(payingCurrenciesText()).toBe("INR in India, EUR in the euro area, USD everywhere else");
  });
});
