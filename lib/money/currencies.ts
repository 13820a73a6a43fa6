// The currencies Coinmarket takes and pays (docs/spec.md section 9), and every fact the code needs
// about each. Everything per currency is read from CURRENCY_FACTS, typed as a record over every
// currency: a currency added to CURRENCIES and forgotten here is a compile error, not a blank
// symbol on a receipt or a missing payout form. The database's Currency enum holds the same list
// (lib/money/currencies.test.ts compares them).
//
// The payer's region is known by the currency it pays in (lib/money/region.ts, which reads the
// country table, lib/money/countries.ts). So the region's defaults (checkout methods, how dates
// read before the browser names its zone) live here too, keyed by that currency.

import type { CheckoutMethod } from "@/lib/payments/providers";

/** In the order every list shows them (and the database enum's order). */
export const CURRENCIES = ["INR", "USD", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** One coin is worth one unit of it, so the spec's rupee prices hold; the others go by a rate. */
export const BASE_CURRENCY = "INR" satisfies Currency;
/** The currencies an exchange rate prices (kept by an admin or the rates feed). */
export type RatedCurrency = Exclude<Currency, typeof BASE_CURRENCY>;
export const RATED_CURRENCIES: readonly RatedCurrency[] = CURRENCIES.filter(
  (currency): currency is RatedCurrency => currency !== BASE_CURRENCY,
);

/** Where an organization can be paid (lib/conversions/payout-methods.ts checks and masks them). */
export const PAYOUT_METHODS = ["bank_account", "upi", "iban", "us_account"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export interface CurrencyFacts {
  /** As the conversion form's currency choice names it. */
  name: string;
  symbol: string;
  /**
   * Decimal places of its minor unit (paise, cents): amounts are stored in minor units, and
   * lib/format/money-minor.ts is the one place that converts between them and whole units.
   */
  minorUnits: number;
  /** The Intl locale amounts in it are written in: "₹1,00,000", "$10,000", "€25". */
  moneyLocale: string;
  /** A custom top-up's most, in whole units (the least, MIN_TOPUP, is the same for all). */
  maxTopUp: number;
  /**
   * The coins one unit may be worth, in whole coins: a rate outside is a slipped decimal, not a
   * market (lib/economics/rate-bounds.ts). Null for the base currency, worth one coin by definition.
   */
  rateRange: { min: number; max: number } | null;
  /**
   * The coins one unit was worth when it was added, in whole coins: the migration that added the
   * currency inserts this rate (lib/server/economics/exchange-rates.int.test.ts compares them), and
   * the API document's example shows it. Null for the base currency.
   */
  startingRate: number | null;
  /** The payout accounts an organization can be paid to in it, in the form's order. */
  payoutMethods: readonly PayoutMethod[];
  /** The methods the checkout offers a buyer paying in it. */
  checkoutMethods: readonly CheckoutMethod[];
  /** How dates read for a viewer of its region until the browser names its own zone. */
  dateLocale: string;
  timeZone: string;
}

export const CURRENCY_FACTS: Readonly<Record<Currency, CurrencyFacts>> = {
  INR: {
    name: "Indian rupee",
    symbol: "₹",
    minorUnits: 2,
    moneyLocale: "en-IN",
    maxTopUp: 500_000,
    rateRange: null,
    startingRate: null,
    payoutMethods: ["bank_account", "upi"],
    checkoutMethods: ["upi", "card", "netbanking", "wallet"],
    dateLocale: "en-IN",
    timeZone: "Asia/Kolkata",
  },
  USD: {
    name: "US dollar",
    symbol: "$",
    minorUnits: 2,
    moneyLocale: "en-US",
    maxTopUp: 10_000,
    rateRange: { min: 40, max: 200 },
    startingRate: 88,
    payoutMethods: ["us_account"],
    checkoutMethods: ["card"],
    dateLocale: "en-US",
    timeZone: "UTC",
  },
  EUR: {
    name: "Euro",
    symbol: "€",
    minorUnits: 2,
    moneyLocale: "en-IE",
    maxTopUp: 10_000,
    rateRange: { min: 40, max: 250 },
    startingRate: 102,
    payoutMethods: ["iban"],
    checkoutMethods: ["card"],
    dateLocale: "en-US",
    timeZone: "UTC",
  },
};

/** "INR, USD or EUR": the list as a sentence names it (the validation messages). */
export const CURRENCY_LIST_TEXT = CURRENCIES.join(", ").replace(/, (\w+)$/, " or $1");

/**
 * A table with one entry per key, from a function: `recordOf(RATED_CURRENCIES, rateField)`, so a
 * table over currencies is built from the list and never names them one by one.
 */
export function recordOf<K extends string, T>(
  keys: readonly K[],
  valueOf: (key: K) => T,
): Record<K, T> {
  // Object.fromEntries types its result with string keys; every key of K is given one entry.
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, T>;
}
