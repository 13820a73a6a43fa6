import { describe, expect, it } from "vitest";
import { splitCommission } from "./commission";

describe("splitCommission", () => {
  it("gives the organization the price less the commission: 85 coins of 100 at 15%", () => {
    expect(splitCommission(100, 1500)).toEqual({ commission: 15, net: 85 });
    expect(splitCommission(1100, 1500)).toEqual({ commission: 165, net: 935 });
  });

  it("rounds the organization's share down, never the platform's", () => {
    expect(splitCommission(101, 1500)).toEqual({ commission: 16, net: 85 });
    expect(splitCommission(1, 1500)).toEqual({ commission: 1, net: 0 });
  });

  it("takes nothing at 0% and everything adds up at any rate", () => {
    expect(splitCommission(250, 0)).toEqual({ commission: 0, net: 250 });
    for (let price = 1; price < 3000; price += 37) {
      for (const bps of [1, 999, 1305, 1500, 5000]) {
        const { commission, net } = splitCommission(price, bps);
        expect(commission + net).toBe(price);
        expect(net * 10_000).toBeLessThanOrEqual(price * (10_000 - bps));
      }
    }
  });
});
