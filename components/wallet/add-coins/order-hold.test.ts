import { describe, expect, it } from "vitest";
import { heldOrderEnd, heldOrderOpens, PAY_MARGIN_MS, sameChoice } from "./order-hold";

const MINUTE = 60_000;
const receivedAt = Date.parse("2026-11-28T14:00:00.000Z");

describe("heldOrderOpens", () => {
  it("reopens an order while its price holds, with time left to pay", () => {
    expect(heldOrderOpens(receivedAt, 30, receivedAt + 10 * MINUTE)).toBe(true);
    expect(heldOrderOpens(receivedAt, 30, receivedAt + 30 * MINUTE - PAY_MARGIN_MS - 1)).toBe(true);
    expect(heldOrderEnd(receivedAt, 30)).toBe(receivedAt + 28 * MINUTE);
  });

  it("makes a new order once the price has expired or is about to", () => {
    expect(heldOrderOpens(receivedAt, 30, receivedAt + 30 * MINUTE - PAY_MARGIN_MS)).toBe(false);
    expect(heldOrderOpens(receivedAt, 30, receivedAt + 31 * MINUTE)).toBe(false);
    expect(heldOrderOpens(receivedAt, 15, receivedAt + 14 * MINUTE)).toBe(false);
  });
});

describe("sameChoice", () => {
  it("matches the same package or the same amount, and nothing else", () => {
    expect(sameChoice({ packageId: "coins-500" }, { packageId: "coins-500" })).toBe(true);
    expect(sameChoice({ amount: 25 }, { amount: 25 })).toBe(true);
    expect(sameChoice({ packageId: "coins-500" }, { packageId: "coins-1000" })).toBe(false);
    expect(sameChoice({ amount: 25 }, { amount: 26 })).toBe(false);
    expect(sameChoice({ amount: 500 }, { packageId: "coins-500" })).toBe(false);
    expect(sameChoice(null, { amount: 25 })).toBe(false);
  });
});
