// Currencies (docs/spec.md section 9): INR in India (₹), EUR in the euro area (€), USD elsewhere ($).
// A coin is worth one rupee; the others buy coins and are paid out at an exchange rate
// (lib/economics). lib/format/money prints amounts in them.
export const CURRENCIES = ["INR", "USD", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<Currency, string> = { INR: "₹", USD: "$", EUR: "€" };

export interface RegionInfo {
  country: string;
  countryCode: string;
  isIndia: boolean;
  currency: Currency;
}

export const DEFAULT_REGION: RegionInfo = {
  country: "India",
  countryCode: "IN",
  isIndia: true,
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
  if (!/^[A-Z]{2}$/.test(code) || code === "IN") return DEFAULT_REGION;
  return {
    country: country?.trim() || code,
    countryCode: code,
    isIndia: false,
    currency: EURO_COUNTRIES.has(code) ? "EUR" : "USD",
  };
}
