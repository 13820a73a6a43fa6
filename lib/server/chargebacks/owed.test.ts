// What a chargeback owes of its top-up: the disputed share of the coins and of the bonus, each
// rounded up; never more than the top-up gave, with the order's earlier chargebacks counted first.
import { describe, expect, it } from "vitest";
import { disputedShare, owedBy, owedTotal, type DisputedTopUp } from "./owed";

const order: DisputedTopUp = {
  coins: 500,
  bonusCoins: 25,
  amountMinor: 50_000,
  currency: "INR",
  status: "paid",
};

describe("disputedShare", () => {
  it("owes the whole top-up for the whole payment, or more than it", () => {
    expect(disputedShare(order, { amountMinor: 50_000, currency: "INR" })).toEqual({
      coins: 500,
      bonus: 25,
    });
    expect(disputedShare(order, { amountMinor: 90_000, currency: "INR" })).toEqual({
      coins: 500,
      bonus: 25,
    });
  });

  it("rounds each part of a partial dispute up", () => {
    expect(disputedShare(order, { amountMinor: 12_345, currency: "INR" })).toEqual({
      coins: 124,
      bonus: 7,
    });
    expect(disputedShare(order, { amountMinor: 1, currency: null })).toEqual({
      coins: 1,
      bonus: 1,
    });
    // A dollar top-up: 6.02 for 500 coins; 3.01 disputed is exactly half.
    const dollars = { ...order, amountMinor: 602, currency: "USD" };
    expect(disputedShare(dollars, { amountMinor: 301, currency: "USD" })).toEqual({
      coins: 250,
      bonus: 13,
    });
  });

  it("owes everything when the currency is not the order's, nothing once refunded", () => {
    expect(disputedShare(order, { amountMinor: 100, currency: "USD" })).toEqual({
      coins: 500,
      bonus: 25,
    });
    for (const status of ["refunded", "refund_pending"]) {
      expect(disputedShare({ ...order, status }, { amountMinor: 50_000, currency: "INR" })).toEqual(
        { coins: 0, bonus: 0 },
      );
    }
  });

  it("never owes more than the top-up gave, for any amount", () => {
    for (let amount = 1; amount <= 60_000; amount += 997) {
      const share = disputedShare(order, { amountMinor: amount, currency: "INR" });
      expect(share.coins).toBeLessThanOrEqual(500);
      expect(share.bonus).toBeLessThanOrEqual(25);
      // Rounded up: at least the disputed money's worth.
      expect(share.coins * 50_000).toBeGreaterThanOrEqual(Math.min(amount, 50_000) * 500);
    }
  });
});

describe("owedBy", () => {
  it("counts the order's earlier chargebacks first", () => {
    const first = owedBy(order, { amountMinor: 12_345, currency: "INR" }, []);
    expect(first).toEqual({ coins: 124, bonus: 7 });
    const second = owedBy(order, { amountMinor: 37_655, currency: "INR" }, [first]);
    expect(second).toEqual({ coins: 376, bonus: 18 });
    expect(owedTotal(first) + owedTotal(second)).toBe(525);
    expect(owedBy(order, { amountMinor: 50_000, currency: "INR" }, [first, second])).toEqual({
      coins: 0,
      bonus: 0,
    });
  });
});
