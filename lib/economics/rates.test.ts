import { describe, expect, it } from "vitest";
import { formatPercent, formatRate, parsePercent, parseRate } from "./rates";

describe("rates", () => {
  it("reads a rate exactly as typed, in millionths", () => {
    expect(parseRate("88")).toBe(88_000_000);
    expect(parseRate("88.5")).toBe(88_500_000);
    expect(parseRate(" 0.000001 ")).toBe(1);
    expect(parseRate("102.123456")).toBe(102_123_456);
  });

  it("refuses anything that is not a plain positive decimal with six places at most", () => {
    for (const text of ["", "0", "0.0", "-1", "1e2", "88,5", "88.1234567", "abc", "1.", ".5"]) {
      expect(parseRate(text)).toBeNull();
    }
  });

  it("writes a rate with two to six places", () => {
    expect(formatRate(88_000_000)).toBe("88.00");
    expect(formatRate(88_500_000)).toBe("88.50");
    expect(formatRate(102_123_456)).toBe("102.123456");
    expect(formatRate(1_000_000)).toBe("1.00");
    expect(formatRate(83_060_000)).toBe("83.06");
  });

  it("reads and writes percentages as basis points", () => {
    expect(parsePercent("15")).toBe(1500);
    expect(parsePercent("12.5")).toBe(1250);
    expect(parsePercent("13.05")).toBe(1305);
    expect(parsePercent("0")).toBe(0);
    for (const text of ["", "-1", "15%", "100", "1.234", "1e1"])
      expect(parsePercent(text)).toBeNull();
    expect(formatPercent(1500)).toBe("15");
    expect(formatPercent(1250)).toBe("12.5");
    expect(formatPercent(1305)).toBe("13.05");
  });
});
