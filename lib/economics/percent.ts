// Percent and basis-point arithmetic, by name: eslint.config.mjs refuses a bare `/ 100` or
// `* 100` outside lib/format/money-minor.ts (where it would be money's minor units, which are
// each currency's own), so a share shown as a percent says so here.

/** Hundredths in a whole. */
const PERCENT = 100;
/** Basis points in one percent: 1500 basis points are 15%. */
export const BPS_PER_PERCENT = 100;

/** 0.25 -> 25: a share as a percentage. */
export function percentOf(share: number): number {
  return share * PERCENT;
}

/** 1500 -> 15: basis points as a percentage. */
export function bpsAsPercent(bps: number): number {
  return bps / BPS_PER_PERCENT;
}

/** 4.256 -> 4.26: to two decimal places, for figures shown as "4.26". */
export function roundToHundredths(value: number): number {
  return Math.round(value * PERCENT) / PERCENT;
}
