// Money kept in minor units (paise, cents: PaymentOrder.amountMinor, ConversionRequest.payoutMinor)
// and the one place they are turned into whole units and back, by each currency's minorUnits
// (lib/money/currencies.ts): eslint.config.mjs refuses a hand-written `/ 100` or `* 100` anywhere
// else. Shown as the screens show it: "$94.32", "₹1,500" (lib/format/money.ts prints whole
// amounts without decimals and others with the currency's places).
import { CURRENCY_FACTS, type Currency } from "@/lib/money/currencies";
import { formatMoney } from "./money";

/** Minor units in one whole unit: 100 cents a dollar. */
export function minorPerUnit(currency: Currency): number {
  return 10 ** CURRENCY_FACTS[currency].minorUnits;
}

/** The same, for exact arithmetic in BigInt (prices and payouts worked out at a rate). */
export function minorPerUnitBig(currency: Currency): bigint {
  return BigInt(minorPerUnit(currency));
}

/** 1500 (whole units) or 6.02 -> 150000 or 602 minor units; rounded to the nearest minor unit. */
export function toMinor(amount: number, currency: Currency): number {
  return Math.round(amount * minorPerUnit(currency));
}

/** 9432 minor units -> 94.32: the amount in whole units, as the API's `amount` fields give it. */
export function fromMinor(minor: number, currency: Currency): number {
  return minor / minorPerUnit(currency);
}

export function formatMinor(minor: number, currency: Currency): string {
  return formatMoney(fromMinor(minor, currency), currency);
}

/** 9432 -> "94.32", 5 -> "0.05": minor units as exact decimal text (for CSV cells). */
export function minorAsDecimal(minor: number, currency: Currency): string {
  const places = CURRENCY_FACTS[currency].minorUnits;
  const sign = minor < 0 ? "-" : "";
  const digits = String(Math.abs(minor)).padStart(places + 1, "0");
  if (places === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
