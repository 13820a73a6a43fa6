// The money rules as a fraudster tries them: buy coins in any currency (a package with its bonus,
// or a custom amount) at the rate coins are sold at, spend them all on services of one's own
// organization in any split, have them completed, convert the earnings to any currency in any
// split at the rate conversions pay at, with the rates moving between every step: each top-up's
// currency by up to the settings' bound before the end, each conversion's currency anywhere. Under
// rules the settings accept, what comes out is worth at most what went in, both valued at the
// rates of the end (a buyer who had kept their dollars would have them at that day's rate).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BASE_CURRENCY, CURRENCIES, type Currency, CURRENCY_FACTS } from "@/lib/money/currencies";
import { COIN_PACKAGES, MIN_TOPUP } from "@/lib/payments/packages";
import { splitCommission } from "./commission";
import { quoteConversion } from "./conversion-quote";
import {
  cycleSafetyProblem,
  MAX_RATE_MOVE_BPS,
  MIN_RATE_MOVE_BPS,
  minimumCommissionBps,
  type MoneyRules,
} from "./cycle-safety";
import { BASE_RATE, BPS_SCALE, RATE_SCALE } from "./rates";
import { MAX_SPREAD_BPS, payoutRate, saleRate } from "./spread";
import { quoteAmount, quotePackage, type TopUpQuote } from "./top-up-quote";

const currency = fc.constantFrom<Currency>(...CURRENCIES);
/** A rate for a currency: the base is 1 coin a rupee; others anything from 0.5 to 500 coins. */
const rateFor = (of: Currency) =>
  of === BASE_CURRENCY ? fc.constant(BASE_RATE) : fc.integer({ min: 500_000, max: 500_000_000 });

/** Rules the settings form accepts: any fees, spread and bound, and a commission they allow. */
const safeRules: fc.Arbitrary<MoneyRules> = fc
  .record({
    conversionFeeBps: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2000 })),
    conversionFeeCoins: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50 })),
    fxSpreadBps: fc.integer({ min: 0, max: MAX_SPREAD_BPS }),
    maxRateMoveBps: fc.integer({ min: MIN_RATE_MOVE_BPS, max: MAX_RATE_MOVE_BPS }),
  })
  .filter((terms) => minimumCommissionBps(terms) <= 5000)
  .chain((terms) =>
    fc
      // The least commission the rules allow is where a gain would show first: tried most.
      .oneof(
        fc.constant(minimumCommissionBps(terms)),
        fc.integer({ min: minimumCommissionBps(terms), max: 5000 }),
      )
      .map((commissionBps) => ({ ...terms, commissionBps })),
  );

/** A top-up: its currency, what it buys, and how far its rate is above the end's (in bps). */
const topUp = fc.record({
  currency,
  choice: fc.oneof(
    fc.constantFrom(...COIN_PACKAGES.map((pack) => pack.id)),
    fc.integer({ min: MIN_TOPUP, max: 10_000 }),
  ),
  /** The share the rate falls by from this top-up to the end, as a share of the bound (0 to 1). */
  fall: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
  /** Or it rises: the end's rate is this many times higher (harmless, and tried too). */
  rise: fc.option(fc.integer({ min: 1, max: 3 }), { freq: 4 }),
});

function buy(
  order: { currency: Currency; choice: string | number },
  saleRateMicros: number,
): TopUpQuote {
  if (typeof order.choice === "number") {
    const amount = Math.min(order.choice, CURRENCY_FACTS[order.currency].maxTopUp);
    return quoteAmount(amount, order.currency, saleRateMicros);
  }
  const pack = COIN_PACKAGES.find((candidate) => candidate.id === order.choice)!;
  return quotePackage(pack, order.currency, saleRateMicros);
}

/** Value in millionths of a coin of `minor` units of a currency at its rate: exact. */
const valueOf = (minor: number, rateMicros: number) => BigInt(minor) * BigInt(rateMicros);

/** The rate a top-up was bought at, when the end's rate is `end`: at most the bound above it. */
function rateBefore(end: number, rules: MoneyRules, move: { fall: number; rise: number | null }) {
  if (move.rise !== null) return Math.max(1, Math.floor(end / (move.rise + 1)));
  // end >= before x (1 - bound): before is at most end / (1 - bound), rounded down to stay in it.
  const highest = Math.floor((end * BPS_SCALE) / (BPS_SCALE - rules.maxRateMoveBps));
  return end + Math.floor((highest - end) * move.fall);
}

describe("no cycle of top-up, booking, completion and conversion gains", () => {
  it("pays out at most what was paid in, for every currency pair, split and rate move within the bound", () => {
    fc.assert(
      fc.property(
        safeRules,
        fc.record({ USD: rateFor("USD"), EUR: rateFor("EUR") }),
        fc.array(topUp, { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(currency, fc.integer({ min: 1, max: 100 }), rateFor("USD")), {
          minLength: 1,
          maxLength: 4,
        }),
        (rules, endRates, orders, bookingWeights, conversions) => {
          expect(cycleSafetyProblem(rules)).toBeNull();
          const end = { INR: BASE_RATE, ...endRates };
          // Paid in: each order's money, valued at its currency's rate at the end.
          let paidIn = 0n;
          let coins = 0;
          for (const order of orders) {
            const mid =
              order.currency === BASE_CURRENCY
                ? BASE_RATE
                : rateBefore(end[order.currency], rules, order);
            const quote = buy(order, saleRate(mid, rules.fxSpreadBps, order.currency));
            paidIn += valueOf(quote.amountMinor, end[order.currency]);
            coins += quote.total;
          }

          // Every coin spent on the fraudster's own services, in bookings split by weight.
          const weightSum = bookingWeights.reduce((sum, weight) => sum + weight, 0);
          let left = coins;
          let earned = 0;
          bookingWeights.forEach((weight, index) => {
            const price =
              index === bookingWeights.length - 1 ? left : Math.floor((coins * weight) / weightSum);
            left -= price;
            if (price > 0) earned += splitCommission(price, rules.commissionBps).net;
          });

          // The earnings converted in parts, to any currencies, each at its own day's rate (the
          // last one at the end's), paid at that rate plus the spread.
          const partSum = conversions.reduce((sum, [, weight]) => sum + weight, 0);
          let remaining = earned;
          let paidOut = 0n;
          conversions.forEach(([to, weight, dayRate], index) => {
            const amount =
              index === conversions.length - 1
                ? remaining
                : Math.floor((earned * weight) / partSum);
            remaining -= amount;
            if (amount <= 0) return;
            const mid = to === BASE_CURRENCY ? BASE_RATE : dayRate;
            const outcome = quoteConversion(
              amount,
              to,
              payoutRate(mid, rules.fxSpreadBps, to),
              rules,
            );
            // What was paid out is worth, at that day's rate, what the organization could buy
            // back in coins (or rupees) with it then.
            if (outcome.ok) paidOut += valueOf(outcome.quote.payoutMinor, mid);
          });

          expect(paidOut).toBeLessThanOrEqual(paidIn);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("the probe's dollar cycle: $22.73 for 2,000 coins at 88, converted after the rate fell to 85", () => {
    const rules = { ...DEFAULT_RULES, fxSpreadBps: 0, maxRateMoveBps: 400 };
    const before = 88 * RATE_SCALE;
    const after = 85 * RATE_SCALE;
    const bought = quotePackage(COIN_PACKAGES[3]!, "USD", saleRate(before, 0, "USD"));
    expect(bought.amountMinor).toBe(2273);
    const earned = splitCommission(bought.total, rules.commissionBps).net;
    const paid = quoteConversion(earned, "USD", payoutRate(after, 0, "USD"), rules);
    // Without a spread the cycle gains ($23.00 for $22.73), and the rules say so.
    expect(paid.ok && paid.quote.payoutMinor).toBe(2300);
    expect(cycleSafetyProblem(rules)).not.toBeNull();
    // With the default 2% spread the same cycle, moved by as much as the bound, does not.
    const spread = DEFAULT_RULES.fxSpreadBps;
    const withSpread = quotePackage(COIN_PACKAGES[3]!, "USD", saleRate(before, spread, "USD"));
    const fallen = Math.ceil((before * (BPS_SCALE - DEFAULT_RULES.maxRateMoveBps)) / BPS_SCALE);
    const earnedNow = splitCommission(withSpread.total, DEFAULT_RULES.commissionBps).net;
    const back = quoteConversion(
      earnedNow,
      "USD",
      payoutRate(fallen, spread, "USD"),
      DEFAULT_RULES,
    );
    expect(back.ok && back.quote.payoutMinor).toBeLessThanOrEqual(withSpread.amountMinor);
    expect(cycleSafetyProblem(DEFAULT_RULES)).toBeNull();
  });

  it("two round trips: ₹1,000 to euros, and ₹2,000 through one's own organization", () => {
    const rules = DEFAULT_RULES;
    const eur = 102 * RATE_SCALE;
    // ₹1,000 buys 1,100 coins; a 1,100-coin service completes: 935 coins earned.
    const thousand = quotePackage(COIN_PACKAGES[2]!, "INR", BASE_RATE);
    const earnedA = splitCommission(thousand.total, rules.commissionBps).net;
    const toEur = quoteConversion(earnedA, "EUR", eur, rules);
    expect(toEur.ok && toEur.quote.payoutMinor).toBe(916); // €9.16, not €1,100
    // ₹2,000 buys 2,300 coins; booked on one's own service and converted: ₹1,955, not ₹2,300.
    const twoThousand = quotePackage(COIN_PACKAGES[3]!, "INR", BASE_RATE);
    const earnedB = splitCommission(twoThousand.total, rules.commissionBps).net;
    const toInr = quoteConversion(earnedB, "INR", BASE_RATE, rules);
    expect(toInr.ok && toInr.quote.payoutMinor).toBe(195_500);
    expect(toInr.ok && toInr.quote.payoutMinor).toBeLessThanOrEqual(twoThousand.amountMinor);
  });

  it("would gain without the commission: the check is not vacuous", () => {
    const open = { ...DEFAULT_RULES, commissionBps: 0 };
    expect(cycleSafetyProblem(open)).not.toBeNull();
    const twoThousand = quotePackage(COIN_PACKAGES[3]!, "INR", BASE_RATE);
    const outcome = quoteConversion(twoThousand.total, "INR", BASE_RATE, open);
    expect(outcome.ok && outcome.quote.payoutMinor).toBeGreaterThan(twoThousand.amountMinor);
  });
});

/** The settings' defaults (prisma/schema.prisma's PlatformSettings). */
const DEFAULT_RULES: MoneyRules = {
  commissionBps: 1500,
  conversionFeeBps: 0,
  conversionFeeCoins: 0,
  fxSpreadBps: 200,
  maxRateMoveBps: 400,
};
