// No value out of nothing. Two cycles must never pay out more than they paid in:
//
// 1. Bonus coins: a buyer spends a package's coins (bonus included) on a service of their own
//    organization, completes it and converts the earnings. Bonus coins are the only coins not paid
//    for, so the commission and the conversion fee's share together must take at least the
//    largest package's bonus share:
//      (coins + bonus) x (1 - commission) x (1 - fee share) <= coins
// 2. Rate moves: the same cycle bought in a currency whose rate then falls by up to the bound an
//    admin or the rates feed may move it at once (maxRateMoveBps) and converted back: what was paid
//    is now worth that much less in coins. The spread coins are sold at (spread.ts) must cover the
//    rest:
//      (coins + bonus) x (1 - commission) x (1 - fee share) x (1 - spread) <= coins x (1 - move)
//    Valued at the rates of the conversion's moment, the payout's own spread only widens the
//    margin, so a rupee payout (no spread) is the worst case and the formula holds for every pair.
// The fixed fee per conversion is not counted: spread over a large conversion it comes to nothing.
// Rounding elsewhere (prices up, payouts and commissions' net down) only widens the margin.
import { formatCount } from "@/lib/format/coins";
import { COIN_PACKAGES, type CoinPackage } from "@/lib/payments/packages";
import { BPS_SCALE, formatPercent } from "./rates";

export interface MoneyRules {
  commissionBps: number;
  conversionFeeBps: number;
  conversionFeeCoins: number;
  /** Coins are sold this share under each rate and paid out this share over it (spread.ts). */
  fxSpreadBps: number;
  /** The most a rate may move in one change: the move no cycle may gain from. */
  maxRateMoveBps: number;
}

/** What the least commission depends on: everything else the cycles are checked against. */
export type CommissionTerms = Pick<
  MoneyRules,
  "conversionFeeBps" | "fxSpreadBps" | "maxRateMoveBps"
>;

export const MAX_COMMISSION_BPS = 5_000;
export const MAX_CONVERSION_FEE_BPS = 5_000;
export const MIN_RATE_MOVE_BPS = 50;
export const MAX_RATE_MOVE_BPS = 2_000;

const SCALE = BigInt(BPS_SCALE);

/** A custom amount's coins: no bonus, but still exposed to a rate move. */
const NO_BONUS: CoinPackage = { id: "custom", coins: 1, price: 1, bonus: 0, popular: false };

/** Whether a package's bonus comes back as money under these rules (cycle 1). */
function bonusIsExposed(pack: CoinPackage, rules: MoneyRules): boolean {
  const kept = (SCALE - BigInt(rules.commissionBps)) * (SCALE - BigInt(rules.conversionFeeBps));
  return BigInt(pack.coins + pack.bonus) * kept > BigInt(pack.coins) * SCALE * SCALE;
}

/** Whether a package bought before a rate move comes back as more money (cycle 2). */
function rateMoveIsExposed(pack: CoinPackage, rules: MoneyRules): boolean {
  const kept =
    (SCALE - BigInt(rules.commissionBps)) *
    (SCALE - BigInt(rules.conversionFeeBps)) *
    (SCALE - BigInt(rules.fxSpreadBps));
  const worthAfterMove =
    BigInt(pack.coins) * SCALE * SCALE * (SCALE - BigInt(rules.maxRateMoveBps));
  return BigInt(pack.coins + pack.bonus) * kept > worthAfterMove;
}

const covers = (rules: MoneyRules, packages: readonly CoinPackage[]) =>
  packages.every((pack) => !bonusIsExposed(pack, rules)) &&
  [...packages, NO_BONUS].every((pack) => !rateMoveIsExposed(pack, rules));

/** The least commission (basis points) under which no cycle gains with these other terms. */
export function minimumCommissionBps(
  terms: CommissionTerms,
  packages: readonly CoinPackage[] = COIN_PACKAGES,
): number {
  const rulesWith = (commissionBps: number): MoneyRules => ({
    ...terms,
    commissionBps,
    conversionFeeCoins: 0,
  });
  // The answer is monotone in the commission: a binary search over 0..100%.
  let low = 0;
  let high = BPS_SCALE;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (covers(rulesWith(middle), packages)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Why these rules would let a cycle gain, in words an admin can act on; null when they cannot. */
export function cycleSafetyProblem(
  rules: MoneyRules,
  packages: readonly CoinPackage[] = COIN_PACKAGES,
): string | null {
  if (covers(rules, packages)) return null;
  const least = formatPercent(minimumCommissionBps(rules, packages));
  const exposed = packages.find((pack) => bonusIsExposed(pack, rules));
  if (exposed) {
    const share = formatPercent(
      Math.floor((exposed.bonus * BPS_SCALE) / (exposed.coins + exposed.bonus)),
    );
    return (
      `The commission must be at least ${least}% with a ${formatPercent(rules.conversionFeeBps)}% ` +
      `conversion fee: the ${formatCount(exposed.coins)}-coin package gives ` +
      `${formatCount(exposed.bonus)} bonus coins (${share}% of its coins), and bonus coins must ` +
      `never come back as money.`
    );
  }
  return (
    `The commission must be at least ${least}% with a ${formatPercent(rules.conversionFeeBps)}% ` +
    `conversion fee, a ${formatPercent(rules.fxSpreadBps)}% exchange spread and rates that move ` +
    `up to ${formatPercent(rules.maxRateMoveBps)}% at once: coins bought before a rate moves must ` +
    `never convert back to more money than they cost (a wider spread or a smaller largest move ` +
    `lowers that minimum).`
  );
}
