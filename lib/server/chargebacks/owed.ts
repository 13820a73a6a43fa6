// What a chargeback takes back of its top-up: the coins and bonus that the disputed money bought.
// A dispute of the whole payment owes the whole top-up. A partial one (the issuer disputes less
// than was paid) owes the same share of the coins and of the bonus, each rounded UP: the platform
// never ends up holding less than the money the card holder gets back was worth. One order never
// owes more than it gave: chargebacks opened earlier on the same order (and not won) count first.
// A top-up already refunded (or being refunded) gave its coins back, so its chargeback owes none.
import "server-only";
import type { ChargebackOwed } from "@/lib/server/ledger/protection-flows";

export interface DisputedTopUp {
  coins: number;
  bonusCoins: number;
  amountMinor: number;
  currency: string;
  status: string;
}

export interface DisputedAmount {
  amountMinor: number;
  /** The dispute's currency; when it is not the order's, the share is unknown: all is owed. */
  currency: string | null;
}

/** part / whole of `coins`, rounded up; never more than `coins`. */
function shareOf(coins: number, part: number, whole: number): number {
  if (part >= whole || whole <= 0) return coins;
  // Integer arithmetic: coins x minor units stays far below 2^53 (5,00,000 INR is 5e7 paise).
  return Math.min(coins, Math.ceil((coins * part) / whole));
}

/** What this chargeback owes, before the earlier chargebacks of the order are counted. */
export function disputedShare(order: DisputedTopUp, dispute: DisputedAmount): ChargebackOwed {
  if (order.status === "refunded" || order.status === "refund_pending") {
    return { coins: 0, bonus: 0 };
  }
  const sameCurrency = dispute.currency === null || dispute.currency === order.currency;
  const part = sameCurrency ? dispute.amountMinor : order.amountMinor;
  return {
    coins: shareOf(order.coins, part, order.amountMinor),
    bonus: shareOf(order.bonusCoins, part, order.amountMinor),
  };
}

/**
 * What this chargeback owes: its share, less what the order's earlier chargebacks (open or lost)
 * already owe, so together they never take back more than the top-up gave.
 */
export function owedBy(
  order: DisputedTopUp,
  dispute: DisputedAmount,
  earlier: readonly ChargebackOwed[],
): ChargebackOwed {
  const share = disputedShare(order, dispute);
  const taken = earlier.reduce(
    (sum, owed) => ({ coins: sum.coins + owed.coins, bonus: sum.bonus + owed.bonus }),
    { coins: 0, bonus: 0 },
  );
  return {
    coins: Math.max(0, Math.min(share.coins, order.coins - taken.coins)),
    bonus: Math.max(0, Math.min(share.bonus, order.bonusCoins - taken.bonus)),
  };
}

export const owedTotal = (owed: ChargebackOwed) => owed.coins + owed.bonus;
