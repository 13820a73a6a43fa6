import { describe, expect, it } from "vitest";
import { COIN_PACKAGES } from "@/lib/payments/packages";
import { cycleSafetyProblem, minimumCommissionBps, type MoneyRules } from "./cycle-safety";

/** Rules with no spread and the smallest move: only the bonus is exposed. */
const rules = (commissionBps: number, conversionFeeBps = 0): MoneyRules => ({
  commissionBps,
  conversionFeeBps,
  conversionFeeCoins: 0,
  fxSpreadBps: 1000,
  maxRateMoveBps: 50,
});

/** The settings' defaults: a 2% spread against moves of up to 4%. */
const moving = (commissionBps: number): MoneyRules => ({
  commissionBps,
  conversionFeeBps: 0,
  conversionFeeCoins: 0,
  fxSpreadBps: 200,
  maxRateMoveBps: 400,
});

describe("cycle safety", () => {
  it("needs at least 13.05% commission for the 2,000 package's 300 bonus coins", () => {
    expect(minimumCommissionBps(rules(0))).toBe(1305);
    expect(cycleSafetyProblem(rules(1305))).toBeNull();
    expect(cycleSafetyProblem(rules(1500))).toBeNull();
    expect(cycleSafetyProblem(rules(1304))).toBe(
      "The commission must be at least 13.05% with a 0% conversion fee: the 2,000-coin package gives 300 bonus coins (13.04% of its coins), and bonus coins must never come back as money.",
    );
  });

  it("counts the conversion fee's share with the commission", () => {
    const least = minimumCommissionBps(rules(0, 500));
    expect(least).toBeLessThan(1305);
    expect(cycleSafetyProblem(rules(least, 500))).toBeNull();
    expect(cycleSafetyProblem(rules(least - 1, 500))).not.toBeNull();
  });

  it("covers a rate move: the defaults need 14.82%, and the spread is what makes 15% enough", () => {
    expect(minimumCommissionBps(moving(0))).toBe(1482);
    expect(cycleSafetyProblem(moving(1500))).toBeNull();
    expect(cycleSafetyProblem(moving(1481))).toBe(
      "The commission must be at least 14.82% with a 0% conversion fee, a 2% exchange spread and rates that move up to 4% at once: coins bought before a rate moves must never convert back to more money than they cost (a wider spread or a smaller largest move lowers that minimum).",
    );
    // Without the spread, 15% covers a move of 2.25% and no more (the probe's 88 to 85 is 3.4%).
    expect(cycleSafetyProblem({ ...moving(1500), fxSpreadBps: 0, maxRateMoveBps: 225 })).toBeNull();
    expect(
      cycleSafetyProblem({ ...moving(1500), fxSpreadBps: 0, maxRateMoveBps: 226 }),
    ).not.toBeNull();
  });

  it("covers a move for custom amounts too, which have no bonus", () => {
    const noBonus = COIN_PACKAGES.map((pack) => ({ ...pack, bonus: 0 }));
    // No bonus and no spread: the commission alone must cover the move.
    const bare = { ...moving(0), fxSpreadBps: 0, maxRateMoveBps: 1000 };
    expect(minimumCommissionBps(bare, noBonus)).toBe(1000);
    expect(cycleSafetyProblem({ ...bare, commissionBps: 999 }, noBonus)).not.toBeNull();
  });

  it("refuses no commission at all, and accepts anything the spread covers when no package has a bonus", () => {
    expect(cycleSafetyProblem(rules(0))).not.toBeNull();
    const noBonus = COIN_PACKAGES.map((pack) => ({ ...pack, bonus: 0 }));
    expect(cycleSafetyProblem(rules(0), noBonus)).toBeNull();
  });

  it("is refused at start when a build's bonus outgrows the commission", () => {
    const generous = COIN_PACKAGES.map((pack) =>
      pack.id === "coins-2000" ? { ...pack, bonus: 400 } : pack,
    );
    expect(cycleSafetyProblem(rules(1500), generous)).toContain("at least 16.67%");
  });
});
