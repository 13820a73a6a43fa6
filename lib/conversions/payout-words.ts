// A conversion's payout in one sentence, as the admin who approves and pays it reads it:
// "Pay $94.31 (8,300 coins − 0 fee at 88.00)": the money, the coins converted, the fee kept and
// the rate the request was quoted at, so what is paid can be checked against what was asked.
import { CURRENCIES, type Currency } from "@/lib/money/currencies";
import { formatCount } from "@/lib/format/coins";
import { formatMinor } from "@/lib/format/money-minor";

export interface PayoutFacts {
  currency: Currency;
  amount: number;
  feeCoins: number;
  rate: string;
  payoutMinor: number;
}

/** "$94.31 (8,300 coins − 0 fee at 88.00)". */
function payoutBreakdown(facts: PayoutFacts): string {
  return `${formatMinor(facts.payoutMinor, facts.currency)} (${formatCount(facts.amount)} coins − ${formatCount(facts.feeCoins)} fee at ${facts.rate})`;
}

/** "Pay $94.31 (8,300 coins − 0 fee at 88.00)". */
export function payoutSentence(facts: PayoutFacts): string {
  return `Pay ${payoutBreakdown(facts)}`;
}

/** "$94.31 · ₹975": what requests pay in each of their currencies, in the currencies' order. */
export function payoutTotals(requests: readonly Pick<PayoutFacts, "currency" | "payoutMinor">[]) {
  const totals = new Map<Currency, number>();
  for (const request of requests) {
    totals.set(request.currency, (totals.get(request.currency) ?? 0) + request.payoutMinor);
  }
  return CURRENCIES.filter((currency) => totals.has(currency))
    .map((currency) => formatMinor(totals.get(currency) ?? 0, currency))
    .join(" · ");
}
