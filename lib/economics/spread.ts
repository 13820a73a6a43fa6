// A currency desk's two prices around one rate: coins are sold a little under the exchange rate
// (fewer coins a dollar) and conversions pay a little over it (more coins a dollar paid out), the
// difference being the platform's margin against a rate that moves between a top-up and a
// conversion (cycle-safety.ts says how much it must be). The base currency is a coin's own unit:
// no rate, so no spread, and the spec's rupee prices hold as they are.
import { BASE_CURRENCY, type Currency } from "@/lib/money/currencies";
import { BPS_SCALE } from "./rates";

/** At most 10%: beyond that the rate shown would no longer be the market's. */
export const MAX_SPREAD_BPS = 1_000;

const SCALE = BigInt(BPS_SCALE);

/** Coins per unit (millionths) a buyer paying in `currency` gets: the rate less the spread, down. */
export function saleRate(midMicros: number, spreadBps: number, currency: Currency): number {
  if (currency === BASE_CURRENCY) return midMicros;
  return Number((BigInt(midMicros) * (SCALE - BigInt(spreadBps))) / SCALE);
}

/** Coins per unit (millionths) a conversion to `currency` pays at: the rate plus the spread, up. */
export function payoutRate(midMicros: number, spreadBps: number, currency: Currency): number {
  if (currency === BASE_CURRENCY) return midMicros;
  return Number((BigInt(midMicros) * (SCALE + BigInt(spreadBps)) + SCALE - 1n) / SCALE);
}
