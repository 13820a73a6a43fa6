// Money kept in minor units (paise, cents: PaymentOrder.amountMinor, ConversionRequest.payoutMinor)
// as the screens show it: "$94.32", "₹1,500" (lib/format/money.ts prints whole amounts without
// decimals and others with two); and the exchange rate it was priced at, in words.
import type { Currency } from "@/lib/money/currencies";
import { formatMoney } from "./money";

export function formatMinor(minor: number, currency: Currency): string {
  return formatMoney(minor / 100, currency);
}

/** 9432 -> "94.32", 5 -> "0.05": minor units as exact decimal text (for CSV cells). */
export function minorAsDecimal(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const whole = Math.abs(minor);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}
