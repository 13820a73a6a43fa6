import { describe, expect, it } from "vitest";
import { parseWholeAmount, positiveWholeAmount } from "./whole-amount";

describe("parseWholeAmount", () => {
  it("reads digits as they are", () => {
    expect(parseWholeAmount("500")).toEqual({ kind: "amount", value: 500 });
    expect(parseWholeAmount(" 10 ")).toEqual({ kind: "amount", value: 10 });
    expect(parseWholeAmount("0")).toEqual({ kind: "amount", value: 0 });
    expect(parseWholeAmount("007")).toEqual({ kind: "amount", value: 7 });
  });

  it("is empty for nothing but spaces", () => {
    expect(parseWholeAmount("")).toEqual({ kind: "empty" });
    expect(parseWholeAmount("   ")).toEqual({ kind: "empty" });
  });

  // The defects of the Add Coins field: each was turned into another amount instead of refused.
  it.each(["99.99", "10.5", "1e3", "-5", "+5", "1,000", "₹500", "$10", "5 00", "0x10", "½", "١٢"])(
    "refuses %j instead of reinterpreting it",
    (typed) => {
      expect(parseWholeAmount(typed)).toEqual({ kind: "invalid" });
    },
  );

  it("refuses a number too large to be exact", () => {
    expect(parseWholeAmount("9007199254740993")).toEqual({ kind: "invalid" });
  });
});

describe("positiveWholeAmount", () => {
  it("is the amount only above zero", () => {
    expect(positiveWholeAmount("25")).toBe(25);
    expect(positiveWholeAmount("0")).toBeNull();
    expect(positiveWholeAmount("")).toBeNull();
    expect(positiveWholeAmount("2.5")).toBeNull();
  });
});
