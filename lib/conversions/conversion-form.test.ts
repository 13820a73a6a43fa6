import { describe, expect, it } from "vitest";
import { amountErrorTitle, typedAmountProblem } from "./conversion-form";
import { conversionFormSchema } from "./conversion-form-schema";
import { previewAmount } from "./conversion-preview";
import {
  ENTER_A_VALID_AMOUNT,
  INSUFFICIENT_COINS_TITLE,
  INVALID_AMOUNT_TITLE,
  NOT_ENOUGH_COINS,
} from "./messages";

const check = (amount: string, available = 2500) =>
  conversionFormSchema(available).safeParse({ amount, currency: "INR" });

describe("the Convert Coins form", () => {
  it("takes a whole number of coins up to what is available, as typed", () => {
    expect(check("2500").data).toEqual({ amount: 2500, currency: "INR" });
    expect(check(" 40 ").data?.amount).toBe(40);
  });

  it("refuses what is not a whole number above zero with 'Please enter a valid amount.'", () => {
    for (const typed of ["0", "-5", "99.99", "1e3", "1,000", "abc", ""]) {
      const result = check(typed);
      expect(result.success, typed).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ENTER_A_VALID_AMOUNT);
      expect(amountErrorTitle(ENTER_A_VALID_AMOUNT)).toBe(INVALID_AMOUNT_TITLE);
    }
  });

  it("refuses more than is available with 'Insufficient Coins'", () => {
    const result = check("2501");
    expect(result.error?.issues[0]?.message).toBe(NOT_ENOUGH_COINS);
    expect(amountErrorTitle(NOT_ENOUGH_COINS)).toBe(INSUFFICIENT_COINS_TITLE);
    expect(check("1", 0).error?.issues[0]?.message).toBe(NOT_ENOUGH_COINS);
  });

  it("previews only an amount it could convert", () => {
    expect(previewAmount("120")).toBe(120);
    expect(previewAmount("12.5")).toBeNull();
    expect(previewAmount("0")).toBeNull();
  });
});

describe("typedAmountProblem", () => {
  it("says nothing while the field is empty, and nothing for an amount within the balance", () => {
    expect(typedAmountProblem("", 120)).toBeNull();
    expect(typedAmountProblem("  ", 120)).toBeNull();
    expect(typedAmountProblem("120", 120)).toBeNull();
  });

  it("refuses as typed what the submission would refuse, with the spec's messages", () => {
    expect(typedAmountProblem("500", 120)).toBe(NOT_ENOUGH_COINS);
    for (const typed of ["0", "12.5", "1e3", "-5", "1,000"]) {
      expect(typedAmountProblem(typed, 120)).toBe(ENTER_A_VALID_AMOUNT);
    }
  });
});
