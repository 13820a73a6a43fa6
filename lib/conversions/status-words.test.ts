import { describe, expect, it } from "vitest";
import { failedLine, paidLine, payoutProgressLine, PROCESSING_LINE } from "./status-words";
import { COINS_BACK } from "./messages";

const STYLE = { locale: "en-IN", timeZone: "Asia/Kolkata" };
const NONE = { paidAt: null, payoutReference: null, failureReason: null };

describe("a conversion's payout, in words", () => {
  it("is processing once approved: never 'paid' before it is", () => {
    expect(payoutProgressLine({ ...NONE, status: "processing" }, STYLE)).toBe(PROCESSING_LINE);
    expect(PROCESSING_LINE).not.toMatch(/\bpaid on\b|on its way/i);
    expect(payoutProgressLine({ ...NONE, status: "pending" }, STYLE)).toBeNull();
    expect(payoutProgressLine({ ...NONE, status: "rejected" }, STYLE)).toBeNull();
  });

  it("says when it was paid and the transfer's reference", () => {
    const paid = { paidAt: "2026-12-04T20:00:00.000Z", payoutReference: "HDFCN52620481937" };
    expect(paidLine(paid, STYLE)).toBe("Paid on 5 Dec 2026 · Ref HDFCN52620481937");
    expect(paidLine({ ...paid, payoutReference: null }, STYLE)).toBe("Paid on 5 Dec 2026");
    expect(payoutProgressLine({ ...NONE, ...paid, status: "paid" }, STYLE)).toBe(
      "Paid on 5 Dec 2026 · Ref HDFCN52620481937",
    );
  });

  it("says why it failed and that the coins are back", () => {
    expect(failedLine({ failureReason: "The bank returned the transfer" })).toBe(
      "The bank returned the transfer. The coins are back in your earnings.",
    );
    expect(failedLine({ failureReason: "Account closed!" })).toBe(
      "Account closed! The coins are back in your earnings.",
    );
    expect(failedLine({ failureReason: null })).toBe(COINS_BACK);
  });
});
