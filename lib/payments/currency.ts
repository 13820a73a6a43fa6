// Currencies (SPEC.md section 9): INR in India (₹), USD elsewhere ($); EUR for conversions (€).
// lib/format/money prints amounts in them.
export const CURRENCIES = ["INR", "USD", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];
export type PaymentCurrency = Extract<Currency, "INR" | "USD">;

export const CURRENCY_SYMBOLS: Record<Currency, string> = { INR: "₹", USD: "$", EUR: "€" };

export interface RegionInfo {
  country: string;
  countryCode: string;
  isIndia: boolean;
  currency: PaymentCurrency;
}

export const DEFAULT_REGION: RegionInfo = {
  country: "India",
  countryCode: "IN",
  isIndia: true,
  currency: "INR",
};

export function regionFor(countryCode: string, country?: string): RegionInfo {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || code === "IN") return DEFAULT_REGION;
  return { country: country?.trim() || code, countryCode: code, isIndia: false, currency: "USD" };
}
