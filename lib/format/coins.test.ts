import { describe, expect, it } from "vitest";
import { formatCoins, formatCount } from "./coins";

describe("formatCount", () => {
  it("groups thousands the en-IN way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1250)).toBe("1,250");
    expect(formatCount(125000)).toBe("1,25,000");
    expect(formatCount(-1250)).toBe("-1,250");
  });
});

describe("formatCoins", () => {
  it("names one coin and many coins", () => {
    expect(formatCoins(1)).toBe("1 coin");
    expect(formatCoins(0)).toBe("0 coins");
    expect(formatCoins(1250)).toBe("1,250 coins");
  });
});
