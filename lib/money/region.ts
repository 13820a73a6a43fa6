// The payer's region (docs/spec.md section 9): the currency a country pays in comes from the
// country table (lib/money/countries.ts). A region is known by that currency: what differs
// between regions (prices, checkout methods, how dates read) is read from the currency's facts
// (lib/money/currencies.ts), never from an India-or-not flag. lib/server/payments/region.ts
// decides a request's region.
import { PAYING_COUNTRIES, ELSEWHERE_CURRENCY } from "./countries";
import { BASE_CURRENCY, CURRENCIES, CURRENCY_FACTS, type Currency } from "./currencies";

export interface RegionInfo {
  country: string;
  countryCode: string;
  currency: Currency;
}

/** When the country is unknown (no header, no geolocation, or one that failed): India. */
export const DEFAULT_REGION: RegionInfo = {
  country: "India",
  countryCode: "IN",
  currency: BASE_CURRENCY,
};

const CURRENCY_OF_COUNTRY: ReadonlyMap<string, Currency> = new Map(
  CURRENCIES.flatMap((currency) =>
    PAYING_COUNTRIES[currency].countries.map((code) => [code, currency] as const),
  ),
);

/** The currency a country (an ISO code, upper case) pays in. */
export function currencyOfCountry(countryCode: string): Currency {
  return CURRENCY_OF_COUNTRY.get(countryCode) ?? ELSEWHERE_CURRENCY;
}

export function regionFor(countryCode: string, country?: string): RegionInfo {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || code === DEFAULT_REGION.countryCode) return DEFAULT_REGION;
  return {
    country: country?.trim() || code,
    countryCode: code,
    currency: currencyOfCountry(code),
  };
}

/** "INR in India, EUR in the euro area, USD everywhere else": the table as the API's texts say it. */
export function payingCurrenciesText(): string {
  const ordered = [
    ...CURRENCIES.filter((currency) => currency !== ELSEWHERE_CURRENCY),
    ELSEWHERE_CURRENCY,
  ];
  return ordered.map((currency) => `${currency} ${PAYING_COUNTRIES[currency].where}`).join(", ");
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

/** "500,000 INR, 10,000 USD or 10,000 EUR": each currency's most for a custom top-up. */
export function topUpMaximaText(): string {
  const maxima = CURRENCIES.map(
    (currency) => `${CURRENCY_FACTS[currency].maxTopUp.toLocaleString("en-US")} ${currency}`,
  );
  return maxima.length > 1
    ? `${maxima.slice(0, -1).join(", ")} or ${maxima[maxima.length - 1]}`
    : maxima.join("");
}
