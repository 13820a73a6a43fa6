// What a new exchange rate may be. Within its currency's range: a slipped decimal ("0.88" for 88)
// is refused, never priced. Within the settings' bound from the rate it replaces: one change never
// moves a rate further than the move the spread covers (cycle-safety.ts), whether an admin typed
// it or the rates feed brought it. And a move of more than RATE_CONFIRM_BPS is made only when the
// admin, shown what it does to a price, types the new rate again.
import { formatCount } from "@/lib/format/coins";
import { formatMinor } from "@/lib/format/money-minor";
import { CURRENCY_FACTS, RATED_CURRENCIES, type RatedCurrency } from "@/lib/money/currencies";
import { COIN_PACKAGES } from "@/lib/payments/packages";
import { BPS_SCALE, formatPercent, formatRate, RATE_SCALE } from "./rates";
import { saleRate } from "./spread";
import { packagePriceMinor } from "./top-up-quote";

/** A rate change of more than 1% needs a typed confirmation. */
const RATE_CONFIRM_BPS = 100;

const SCALE = BigInt(BPS_SCALE);

/** Why a rate is outside its currency's range, or null. */
export function rateRangeProblem(currency: RatedCurrency, micros: number): string | null {
  const range = CURRENCY_FACTS[currency].rateRange;
  if (!range || (micros >= range.min * RATE_SCALE && micros <= range.max * RATE_SCALE)) return null;
  return `1 ${currency} must be worth ${range.min} to ${range.max} coins.`;
}

/** "USD 40 to 200, EUR 40 to 250 coins": every rated currency's range, as the API describes it. */
export function rateRangesText(): string {
  const ranges = RATED_CURRENCIES.map((currency) => {
    const range = CURRENCY_FACTS[currency].rateRange;
    return range ? `${currency} ${range.min} to ${range.max}` : currency;
  });
  return `${ranges.join(", ")} coins`;
}

/** The rate a rated currency started at (CurrencyFacts.startingRate), in millionths. */
export function startingRateMicros(currency: RatedCurrency): number {
  return (CURRENCY_FACTS[currency].startingRate ?? 0) * RATE_SCALE;
}

/** How far `after` is from `before`, in basis points of `before`, rounded up. */
export function rateMoveBps(before: number, after: number): number {
  const difference = BigInt(Math.abs(after - before)) * SCALE;
  return Number((difference + BigInt(before) - 1n) / BigInt(before));
}

/** Why a change from `before` to `after` moves past the bound, or null. */
export function rateMoveProblem(
  currency: RatedCurrency,
  before: number,
  after: number,
  maxMoveBps: number,
): string | null {
  if (rateMoveBps(before, after) <= maxMoveBps) return null;
  const bound = BigInt(maxMoveBps);
  const lowest = Number((BigInt(before) * (SCALE - bound) + SCALE - 1n) / SCALE);
  const highest = Number((BigInt(before) * (SCALE + bound)) / SCALE);
  return (
    `The ${currency} rate may move at most ${formatPercent(maxMoveBps)}% at once: from ` +
    `${formatRate(before)}, between ${formatRate(lowest)} and ${formatRate(highest)}.`
  );
}

/** What a change does to the price buyers see most: "A 500-coin package would cost $5.79 instead of $5.69." */
export function rateChangeEffect(
  currency: RatedCurrency,
  before: number,
  after: number,
  spreadBps: number,
): string {
  const pack = COIN_PACKAGES.find((candidate) => candidate.popular) ?? COIN_PACKAGES[0]!;
  const priceAt = (mid: number) =>
    formatMinor(packagePriceMinor(pack, saleRate(mid, spreadBps, currency), currency), currency);
  return `A ${formatCount(pack.coins)}-coin package would cost ${priceAt(after)} instead of ${priceAt(before)}.`;
}

/** Whether a change needs the admin to type the new rate again. */
export const needsConfirmation = (before: number, after: number) =>
  rateMoveBps(before, after) > RATE_CONFIRM_BPS;

/** The question the confirmation asks, with the change's effect. */
export function rateConfirmationPrompt(
  currency: RatedCurrency,
  before: number,
  after: number,
  spreadBps: number,
): string {
  return (
    `The ${currency} rate moves ${formatPercent(rateMoveBps(before, after))}%, from ` +
    `${formatRate(before)} to ${formatRate(after)} coins. ` +
    `${rateChangeEffect(currency, before, after, spreadBps)} Type ${formatRate(after)} to confirm.`
  );
}
