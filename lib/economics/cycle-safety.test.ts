import { describe, expect, it } from "vitest";
import { COIN_PACKAGES } from "@/lib/payments/packages";
import { cycleSafetyProblem, minimumCommissionBps } from "./cycle-safety";

const rules = (commissionBps: number, conversionFeeBps = 0) => ({
  commissionBps,
  conversionFeeBps,
  conversionFeeCoins: 0,
});

describe("cycle safety", () => {
  it("needs at least 13.05% commission for the 2,000 package's 300 bonus coins", () => {
    expect(minimumCommissionBps(0)).toBe(1305);
    expect(cycleSafetyProblem(rules(1305))).toBeNull();
    expect(cycleSafetyProblem(rules(1500))).toBeNull();
    expect(cycleSafetyProblem(rules(1304))).toBe(
      "The commission must be at least 13.05% with a 0% conversion fee: the 2,000-coin package gives 300 bonus coins (13.04% of its coins), and bonus coins must never come back as money.",
    );
  });

  it("counts the conversion fee's share with the commission", () => {
    const least = minimumCommissionBps(500);
    expect(least).toBeLessThan(1305);
    expect(cycleSafetyProblem(rules(least, 500))).toBeNull();
    expect(cycleSafetyProblem(rules(least - 1, 500))).not.toBeNull();
  });

  it("refuses no commission at all, and accepts anything when no package has a bonus", () => {
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
