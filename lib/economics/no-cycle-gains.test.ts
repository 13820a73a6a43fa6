// The money rules as a fraudster tries them: buy coins in any currency (a package with its bonus,
// or a custom amount), spend them all on services of one's own organization in any split, have
// them completed, convert the earnings to any currency in any split, with the rates moving in
// between. Whatever the sequence, under rules the settings accept, what comes out is worth at
// most what went in, each leg valued in coins (rupees) at the rate it was priced at.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BASE_CURRENCY, CURRENCIES, type Currency, CURRENCY_FACTS } from "@/lib/money/currencies";
import { COIN_PACKAGES, MIN_TOPUP } from "@/lib/payments/packages";
import { splitCommission } from "./commission";
import { quoteConversion } from "./conversion-quote";
import { cycleSafetyProblem, minimumCommissionBps } from "./cycle-safety";
import { BASE_RATE, RATE_SCALE } from "./rates";
import { quoteAmount, quotePackage, type TopUpQuote } from "./top-up-quote";

const currency = fc.constantFrom<Currency>(...CURRENCIES);
/** A rate for a currency: the base is 1 coin a rupee; others anything from 0.5 to 500 coins. */
const rateFor = (of: Currency) =>
  of === BASE_CURRENCY ? fc.constant(BASE_RATE) : fc.integer({ min: 500_000, max: 500_000_000 });

/** Rules the settings form accepts: a fee share and any commission from its minimum up to 50%. */
const safeRules = fc
  .record({
    conversionFeeBps: fc.integer({ min: 0, max: 2000 }),
    conversionFeeCoins: fc.integer({ min: 0, max: 50 }),
  })
  .chain((fees) =>
    fc
      .integer({ min: minimumCommissionBps(fees.conversionFeeBps), max: 5000 })
      .map((commissionBps) => ({
        ...fees,
        commissionBps,
      })),
  );

const topUp = currency.chain((buyIn) =>
  fc.record({
    currency: fc.constant(buyIn),
    rate: rateFor(buyIn),
    choice: fc.oneof(
      fc.constantFrom(...COIN_PACKAGES.map((pack) => pack.id)),
      fc.integer({ min: MIN_TOPUP, max: CURRENCY_FACTS[buyIn].maxTopUp }),
    ),
  }),
);

function buy(order: { currency: Currency; rate: number; choice: string | number }): TopUpQuote {
  if (typeof order.choice === "number")
    return quoteAmount(order.choice, order.currency, order.rate);
  const pack = COIN_PACKAGES.find((candidate) => candidate.id === order.choice)!;
  return quotePackage(pack, order.currency, order.rate);
}

/** Value in millionths of a coin of `minor` units of a currency at its rate: exact. */
const valueOf = (minor: number, rateMicros: number) => BigInt(minor) * BigInt(rateMicros);

describe("no cycle of top-up, booking, completion and conversion gains", () => {
  it("pays out at most what was paid in, for every currency pair, split and rate move", () => {
    fc.assert(
      fc.property(
        safeRules,
        fc.array(topUp, { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(currency, fc.integer({ min: 1, max: 100 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.record({ USD: rateFor("USD"), EUR: rateFor("EUR") }),
        (rules, orders, bookingWeights, conversions, ratesLater) => {
          expect(cycleSafetyProblem(rules)).toBeNull();
          const quotes = orders.map(buy);
          // Paid in: each order's money at its own rate (coins of value, in millionths).
          const paidIn = quotes.reduce(
            (sum, quote) => sum + valueOf(quote.amountMinor, quote.rateMicros),
            0n,
          );
          const coins = quotes.reduce((sum, quote) => sum + quote.total, 0);

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

          // The earnings converted in parts, to any currencies, at the rates of that later day.
          const rates = { INR: BASE_RATE, ...ratesLater };
          const partSum = conversions.reduce((sum, [, weight]) => sum + weight, 0);
          let remaining = earned;
          let paidOut = 0n;
          conversions.forEach(([to, weight], index) => {
            const amount =
              index === conversions.length - 1
                ? remaining
                : Math.floor((earned * weight) / partSum);
            remaining -= amount;
            if (amount <= 0) return;
            const outcome = quoteConversion(amount, to, rates[to], rules);
            if (outcome.ok) paidOut += valueOf(outcome.quote.payoutMinor, outcome.quote.rateMicros);
          });

          expect(paidOut).toBeLessThanOrEqual(paidIn);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("the issue's two cycles: ₹1,000 to euros, and ₹2,000 through one's own organization", () => {
    const rules = { commissionBps: 1500, conversionFeeBps: 0, conversionFeeCoins: 0 };
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
    const open = { commissionBps: 0, conversionFeeBps: 0, conversionFeeCoins: 0 };
    expect(cycleSafetyProblem(open)).not.toBeNull();
    const twoThousand = quotePackage(COIN_PACKAGES[3]!, "INR", BASE_RATE);
    const outcome = quoteConversion(twoThousand.total, "INR", BASE_RATE, open);
    expect(outcome.ok && outcome.quote.payoutMinor).toBeGreaterThan(twoThousand.amountMinor);
  });
});
