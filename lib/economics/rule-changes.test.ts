import { describe, expect, it } from "vitest";
import type { MoneyRules } from "./cycle-safety";
import { confirmsRule, ruleChanges } from "./rule-changes";

const START: MoneyRules = {
  commissionBps: 1500,
  conversionFeeBps: 0,
  conversionFeeCoins: 0,
  fxSpreadBps: 200,
  maxRateMoveBps: 400,
};
const USD = 88_000_000;

describe("what a change of the money rules does", () => {
  it("says nothing of rules that stay as they are", () => {
    expect(ruleChanges(START, START, USD)).toEqual([]);
  });

  it("tells a commission's change on a 100-coin booking; a small step is only confirmed", () => {
    expect(ruleChanges(START, { ...START, commissionBps: 1800 }, USD)).toEqual([
      {
        kind: "rule",
        rule: "commissionPercent",
        label: "Commission",
        from: "15",
        to: "18",
        unit: "%",
        typed: false,
        effect:
          "Commission 15% → 18%: on a 100-coin booking an organization now receives 82 coins instead of 85.",
        prompt:
          "Commission 15% → 18%: on a 100-coin booking an organization now receives 82 coins instead of 85.",
      },
    ]);
    // Exactly the step (5 points) is still small, either way.
    expect(ruleChanges(START, { ...START, commissionBps: 2000 }, USD)[0]?.typed).toBe(false);
    expect(ruleChanges(START, { ...START, commissionBps: 1000 }, USD)[0]?.typed).toBe(false);
  });

  it("asks for a change larger than its step to be typed again", () => {
    const [change] = ruleChanges(START, { ...START, commissionBps: 2050 }, USD);
    expect(change).toMatchObject({ typed: true, to: "20.5" });
    expect(change?.prompt).toBe(
      "Commission 15% → 20.5%: on a 100-coin booking an organization now receives 79 coins instead of 85. It moves more than 5 percentage points: type 20.5 to confirm.",
    );
  });

  it("tells every other rule's change, in the form's order, each with its own effect", () => {
    const after: MoneyRules = {
      commissionBps: 1500,
      conversionFeeBps: 250,
      conversionFeeCoins: 150,
      fxSpreadBps: 300,
      maxRateMoveBps: 1000,
    };
    const changes = ruleChanges(START, after, USD);
    expect(changes.map((change) => [change.rule, change.typed])).toEqual([
      ["conversionFeePercent", false],
      ["conversionFeeCoins", true],
      ["spreadPercent", false],
      ["maxRateMovePercent", true],
    ]);
    expect(changes.map((change) => change.effect)).toEqual([
      // The share's effect with the fixed fee as it will be: 25 + 150 coins of 1,000.
      "Conversion fee 0% → 2.5%: converting 1,000 coins, an organization is now paid for 825 of them instead of 850.",
      "Fixed conversion fee 0 → 150 coins: converting 1,000 coins, an organization is now paid for 825 of them instead of 975.",
      "Exchange spread 2% → 3%: a 500-coin package now costs $5.86 instead of $5.80, and 1,000 coins converted pay $11.03 instead of $11.14 (at 1 USD = 88.00 coins).",
      "Largest rate move 4% → 10%: one change, an admin's or the rates feed's, may now move a rate by up to 10% instead of 4% (the USD rate of 88.00 to anywhere from 79.20 to 96.80 coins).",
    ]);
    expect(changes[1]?.prompt).toContain("It moves more than 100 coins: type 150 to confirm.");
    expect(changes[3]?.prompt).toContain(
      "It moves more than 2 percentage points: type 10 to confirm.",
    );
  });

  it("reads a typed confirmation as the server reads the value", () => {
    const commission = { rule: "commissionPercent", to: "18" } as const;
    expect(confirmsRule(commission, "18")).toBe(true);
    expect(confirmsRule(commission, " 18.00 ")).toBe(true);
    expect(confirmsRule(commission, "18.5")).toBe(false);
    expect(confirmsRule(commission, "")).toBe(false);
    const fee = { rule: "conversionFeeCoins", to: "150" } as const;
    expect(confirmsRule(fee, "150")).toBe(true);
    expect(confirmsRule(fee, "150.5")).toBe(false);
  });
});
