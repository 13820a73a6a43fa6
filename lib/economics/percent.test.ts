import { describe, expect, it } from "vitest";
import { bpsAsPercent, BPS_PER_PERCENT, percentOf, roundToHundredths } from "./percent";
import { BPS_SCALE } from "./rates";

describe("percent arithmetic", () => {
  it("turns shares and basis points into percentages", () => {
    expect(percentOf(0.25)).toBe(25);
    expect(percentOf(1)).toBe(100);
    expect(bpsAsPercent(1500)).toBe(15);
    expect(bpsAsPercent(1250)).toBe(12.5);
    expect(BPS_PER_PERCENT * 100).toBe(BPS_SCALE);
  });

  it("rounds to two decimals", () => {
    expect(roundToHundredths(4.256)).toBe(4.26);
    expect(roundToHundredths(4.254)).toBe(4.25);
    expect(roundToHundredths(3)).toBe(3);
  });
});
