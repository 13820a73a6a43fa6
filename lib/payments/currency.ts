// Currencies and how money is shown (SPEC.md section 9): INR in India (en-IN, ₹), USD elsewhere
// (en-US, $); EUR for conversions (€).
export const CURRENCIES = ["INR", "USD", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];
export type PaymentCurrency = Extract<Currency, "INR" | "USD">;

export const CURRENCY_SYMBOLS: Record<Currency, string> = { INR: "₹", USD: "$", EUR: "€" };
const LOCALES: Record<Currency, string> = { INR: "en-IN", USD: "en-US", EUR: "en-IE" };

/** "₹1,00,000", "$10,000", "€25" (whole units; minor units when the amount has them). */
export function formatMoney(amount: number, currency: Currency): string {
  return new Intl.NumberFormat(LOCALES[currency], {
    style: "currency",
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

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
