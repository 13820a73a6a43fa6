import { describe, expect, it } from "vitest";
import { addCoinsHref, bookedDescription, coinsShort, coinsShortAt } from "./checkout-math";

describe("coinsShort", () => {
  it("is the missing coins when the balance is below the price", () => {
    expect(coinsShort(120, 150)).toBe(30);
    expect(coinsShort(0, 1000)).toBe(1000);
  });

  it("is 0 when the balance covers the price, exactly or more", () => {
    expect(coinsShort(150, 150)).toBe(0);
    expect(coinsShort(525, 150)).toBe(0);
  });
});

describe("coinsShortAt", () => {
  const after = { balance: 40, price: 100 };

  it("compares the balance with the price before paying", () => {
    expect(coinsShortAt("idle", after)).toBe(60);
  });

  it("warns of nothing while the payment is in flight: its own debit can arrive first", () => {
    expect(coinsShortAt("processing", after)).toBe(0);
  });

  it("warns of nothing once paid", () => {
    expect(coinsShortAt("paid", after)).toBe(0);
  });
});

describe("addCoinsHref", () => {
  it("preselects the missing coins", () => {
    expect(addCoinsHref(30)).toBe("/wallet/add?amount=30");
    expect(addCoinsHref(1000)).toBe("/wallet/add?amount=1000");
  });

  it("never preselects less than the smallest top-up of 10", () => {
    expect(addCoinsHref(1)).toBe("/wallet/add?amount=10");
    expect(addCoinsHref(9)).toBe("/wallet/add?amount=10");
    expect(addCoinsHref(10)).toBe("/wallet/add?amount=10");
  });

  it("names the payment to come back to after the top-up", () => {
    expect(addCoinsHref(30, "/payment?service=Monthly%20Stay&price=100&serviceId=s1")).toBe(
      "/wallet/add?amount=30&returnTo=%2Fpayment%3Fservice%3DMonthly%2520Stay%26price%3D100%26serviceId%3Ds1",
    );
  });
});

describe("bookedDescription", () => {
  it("says what was booked, in docs/spec.md's words", () => {
    expect(bookedDescription("Basic Website")).toBe("You have successfully booked Basic Website");
  });
});
