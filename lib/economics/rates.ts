// One coin is worth one unit of the base currency (BASE_CURRENCY, lib/money/currencies.ts). Every
// other currency is priced through an exchange rate: how many coins one unit of it is worth, kept
// in millionths so that every sum below is exact integer arithmetic.
import { BPS_PER_PERCENT } from "./percent";
import type { Currency } from "@/lib/money/currencies";

/** Millionths: a rate of 88.5 coins per dollar is 88_500_000. */
export const RATE_SCALE = 1_000_000;
/** The base currency's rate: one coin per unit. */
export const BASE_RATE = 1 * RATE_SCALE;

/** Coins per unit of each currency, in millionths; the base currency is always BASE_RATE. */
export type RateTable = Record<Currency, number>;

const DECIMAL = /^(\d{1,9})(?:\.(\d{1,6}))?$/;

/**
 * "88.5" -> 88_500_000. Null unless it is a plain decimal with at most six places, above zero:
 * a rate is never guessed from what was typed.
 */
export function parseRate(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(6, "0"));
  const micros = whole * RATE_SCALE + fraction;
  return micros > 0 && Number.isSafeInteger(micros) ? micros : null;
}

/** 88_500_000 -> "88.50": at least two places, at most six, no trailing zeros beyond two. */
export function formatRate(micros: number): string {
  const whole = Math.floor(micros / RATE_SCALE);
  const fraction = String(micros % RATE_SCALE)
    .padStart(6, "0")
    .replace(/0{1,4}$/, "");
  return `${whole}.${fraction.padEnd(2, "0")}`;
}

/** Basis points: 1500 = 15%. */
export const BPS_SCALE = 10_000;

const PERCENT = /^(\d{1,2})(?:\.(\d{1,2}))?$/;

/** "15" or "12.5" -> 1500 or 1250 basis points; null unless a percentage with two places at most. */
export function parsePercent(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * BPS_PER_PERCENT + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 1500 -> "15", 1305 -> "13.05", 1250 -> "12.5". */
export function formatPercent(bps: number): string {
  const whole = Math.floor(bps / BPS_PER_PERCENT);
  const fraction = String(bps % BPS_PER_PERCENT)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}
