import { describe, expect, it } from "vitest";
import { coinUnit, formatCoinDelta, formatCoins, formatCount, formatQuantity } from "./coins";

describe("formatCount", () => {
  it("groups thousands the en-IN way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1)).toBe("1");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(1250)).toBe("1,250");
    expect(formatCount(125000)).toBe("1,25,000");
    expect(formatCount(100000)).toBe("1,00,000");
    expect(formatCount(12345678)).toBe("1,23,45,678");
    expect(formatCount(-1250)).toBe("-1,250");
  });
});

describe("formatQuantity", () => {
  it("names one thing and many things", () => {
    expect(formatQuantity(0, "service", "services")).toBe("0 services");
    expect(formatQuantity(1, "service", "services")).toBe("1 service");
    expect(formatQuantity(2, "review", "reviews")).toBe("2 reviews");
    expect(formatQuantity(1250, "booking", "bookings")).toBe("1,250 bookings");
    expect(formatQuantity(100000, "service", "services")).toBe("1,00,000 services");
  });
});

describe("coinUnit", () => {
  it("says coin for one and coins for any other amount", () => {
    expect(coinUnit(1)).toBe("coin");
    expect(coinUnit(0)).toBe("coins");
    expect(coinUnit(2)).toBe("coins");
    expect(coinUnit(1000)).toBe("coins");
  });
});

describe("formatCoins", () => {
  it("names one coin and many coins", () => {
    expect(formatCoins(0)).toBe("0 coins");
    expect(formatCoins(1)).toBe("1 coin");
    expect(formatCoins(180)).toBe("180 coins");
    expect(formatCoins(1000)).toBe("1,000 coins");
    expect(formatCoins(1250)).toBe("1,250 coins");
    expect(formatCoins(150000)).toBe("1,50,000 coins");
  });

  it("prints a shortfall with a minus and coins, as the screens always have", () => {
    expect(formatCoins(-120)).toBe("-120 coins");
    expect(formatCoins(-1)).toBe("-1 coins");
  });
});

describe("formatCoinDelta", () => {
  it("signs money in and out of the wallet", () => {
    expect(formatCoinDelta(525)).toBe("+525 coins");
    expect(formatCoinDelta(-120)).toBe("-120 coins");
    expect(formatCoinDelta(1)).toBe("+1 coin");
    expect(formatCoinDelta(-1)).toBe("-1 coin");
    expect(formatCoinDelta(2300)).toBe("+2,300 coins");
    expect(formatCoinDelta(-150000)).toBe("-1,50,000 coins");
  });

  it("gives no sign to zero", () => {
    expect(formatCoinDelta(0)).toBe("0 coins");
    expect(formatCoinDelta(-0)).toBe("0 coins");
  });
});

describe("grouping by hand", () => {
  it("prints what en-IN's Intl.NumberFormat prints", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const signed = new Intl.NumberFormat("en-IN", {
      maximumFractionDigits: 0,
      signDisplay: "exceptZero",
    });
    const values = [0, -0, 7, 12, 100, 999, 1000, 9999, 10000, 99999, 123456, 1234567];
    for (let power = 0; power <= 15; power += 1) values.push(10 ** power, 10 ** power - 1);
    values.push(Number.MAX_SAFE_INTEGER, 2.5, -2.5, 1234.49, 1e21, Number.NaN, Infinity);
    for (const value of [...values, ...values.map((v) => -v)]) {
      expect(formatCount(value)).toBe(intl.format(value));
      expect(formatCoinDelta(value).replace(/ coins?$/, "")).toBe(signed.format(value));
    }
  });
});
