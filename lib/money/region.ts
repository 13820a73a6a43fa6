// The payer's region (docs/spec.md section 9): India pays in INR, the euro area in EUR, everyone
// else in USD. A region is known by that currency: what differs between regions (prices, checkout
// methods, how dates read) is read from the currency's facts (lib/money/currencies.ts), never from
// an India-or-not flag. lib/server/payments/region.ts decides a request's region.
import type { Currency } from "./currencies";

export interface RegionInfo {
  country: string;
  countryCode: string;
  currency: Currency;
}

/** When the country is unknown (no header, no geolocation, or one that failed): India. */
export const DEFAULT_REGION: RegionInfo = {
  country: "India",
  countryCode: "IN",
  currency: "INR",
};

/** The countries that pay in euros (the euro area, and the states that use the euro by agreement). */
const EURO_COUNTRIES = new Set([
  "AT",
  "BE",
  "HR",
  "CY",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PT",
  "SK",
  "SI",
  "ES",
  "AD",
  "MC",
  "SM",
  "VA",
  "ME",
  "XK",
  "BG",
]);

export function regionFor(countryCode: string, country?: string): RegionInfo {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || code === DEFAULT_REGION.countryCode) return DEFAULT_REGION;
  return {
    country: country?.trim() || code,
    countryCode: code,
    currency: EURO_COUNTRIES.has(code) ? "EUR" : "USD",
  };
}

/**
 * The spec's location object (docs/spec.md section 3, "Region") as the API answers it and
 * the Add Coins screen sends it with an order: the spec's clients read `isIndia`, so the wire keeps
 * it, derived here from the region's currency. No code of ours decides anything by it.
 */
export interface RegionLocation extends RegionInfo {
  isIndia: boolean;
}

export function locationOf(region: RegionInfo): RegionLocation {
  return { ...region, isIndia: region.currency === DEFAULT_REGION.currency };
}
