// No value out of nothing: a buyer who spends a package's coins (bonus included) on a service of
// their own organization, completes it and converts the earnings must get back at most what they
// paid. Bonus coins are the only coins not paid for, so the commission and the conversion fee's
// share together must take at least the largest package's bonus share:
//   (coins + bonus) x (1 - commission) x (1 - fee share) <= coins        for every package.
// The fixed fee per conversion is not counted: spread over a large conversion it comes to nothing.
// Rounding elsewhere (prices up, payouts and commissions' net down) only widens the margin.
import { formatCount } from "@/lib/format/coins";
import { COIN_PACKAGES, type CoinPackage } from "@/lib/payments/packages";
import { BPS_SCALE, formatPercent } from "./rates";

export interface MoneyRules {
  commissionBps: number;
  conversionFeeBps: number;
  conversionFeeCoins: number;
}

export const MAX_COMMISSION_BPS = 5_000;
export const MAX_CONVERSION_FEE_BPS = 5_000;

const SCALE = BigInt(BPS_SCALE);

/** Whether one package's cycle pays out at most what it paid, under these rules. */
function packageIsCovered(pack: CoinPackage, rules: MoneyRules): boolean {
  const kept = (SCALE - BigInt(rules.commissionBps)) * (SCALE - BigInt(rules.conversionFeeBps));
  return BigInt(pack.coins + pack.bonus) * kept <= BigInt(pack.coins) * SCALE * SCALE;
}

/** The least commission (basis points) that covers every package with this conversion fee share. */
export function minimumCommissionBps(
  conversionFeeBps: number,
  packages: readonly CoinPackage[] = COIN_PACKAGES,
): number {
  let least = 0;
  for (const pack of packages) {
    while (
      least <= BPS_SCALE &&
      !packageIsCovered(pack, { commissionBps: least, conversionFeeBps, conversionFeeCoins: 0 })
    ) {
      least += 1;
    }
  }
  return least;
}

/** Why these rules would let a cycle gain, in words an admin can act on; null when they cannot. */
export function cycleSafetyProblem(
  rules: MoneyRules,
  packages: readonly CoinPackage[] = COIN_PACKAGES,
): string | null {
  const exposed = packages.find((pack) => !packageIsCovered(pack, rules));
  if (!exposed) return null;
  const share = formatPercent(
    Math.floor((exposed.bonus * BPS_SCALE) / (exposed.coins + exposed.bonus)),
  );
  return (
    `The commission must be at least ${formatPercent(minimumCommissionBps(rules.conversionFeeBps, packages))}% ` +
    `with a ${formatPercent(rules.conversionFeeBps)}% conversion fee: the ${formatCount(exposed.coins)}-coin ` +
    `package gives ${formatCount(exposed.bonus)} bonus coins (${share}% of its coins), and bonus coins must ` +
    `never come back as money.`
  );
}
