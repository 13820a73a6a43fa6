// A dispute's inputs and the arithmetic of its outcomes: what each side gets, the commission on the
// organization's part only, every coin of the escrow accounted for.
import { describe, expect, it } from "vitest";
import { splitCommission } from "@/lib/economics/commission";
import {
  decideDisputeBody,
  disputeShares,
  offerOutcome,
  openDisputeBody,
  respondDisputeBody,
} from "./disputes";

const booking = (totalAmount: number, commissionBps = 1500) => ({
  totalAmount,
  commissionBps,
  commissionCoins: splitCommission(totalAmount, commissionBps).commission,
});

describe("disputeShares", () => {
  it("gives a refund every coin back and takes no commission", () => {
    expect(disputeShares(booking(100), "refund")).toEqual({
      customer: 100,
      organization: 0,
      commission: 0,
    });
  });

  it("pays a release like a completion: the commission fixed when booked", () => {
    expect(disputeShares(booking(100), "release")).toEqual({
      customer: 0,
      organization: 85,
      commission: 15,
    });
  });

  it("takes a split's commission on the organization's part only", () => {
    // 40 back; 60 is the organization's part: 15% of it is 9, it keeps 51.
    expect(disputeShares(booking(100), "split", 40)).toEqual({
      customer: 40,
      organization: 51,
      commission: 9,
    });
    // Rounding favours the platform, as on every completion: 15% of 7 is 1.05, so 2 and 5.
    expect(disputeShares(booking(10), "split", 3)).toEqual({
      customer: 3,
      organization: 5,
      commission: 2,
    });
  });

  it("accounts for every coin of the escrow, whatever the price, rate and split", () => {
    for (const total of [2, 3, 7, 10, 99, 100, 1_001, 123_457]) {
      for (const bps of [0, 1, 1500, 2500, 9999, 10_000]) {
        for (const refund of [1, Math.floor(total / 2), total - 1]) {
          if (refund < 1) continue;
          const shares = disputeShares(booking(total, bps), "split", refund)!;
          expect(shares.customer + shares.organization + shares.commission).toBe(total);
          expect(shares.organization).toBeGreaterThanOrEqual(0);
          expect(shares.commission).toBe(splitCommission(total - refund, bps).commission);
        }
      }
    }
  });

  it("refuses a split of nothing, of everything or of a fraction", () => {
    for (const refund of [0, -1, 100, 101, 1.5, Number.NaN]) {
      expect(disputeShares(booking(100), "split", refund)).toBeNull();
    }
    // A booking of 1 coin cannot be split at all.
    expect(disputeShares(booking(1), "split", 1)).toBeNull();
  });
});

describe("offerOutcome", () => {
  it("is a refund for the whole price, a split for less", () => {
    expect(offerOutcome(100, 100)).toBe("refund");
    expect(offerOutcome(100, 99)).toBe("split");
    expect(offerOutcome(100, 1)).toBe("split");
  });
});

describe("the bodies", () => {
  it("open: a known reason, a statement of 1 to 4000 characters without NUL, uploaded files", () => {
    expect(openDisputeBody.parse({ reason: "quality", statement: "  Bad.  " })).toEqual({
      reason: "quality",
      statement: "Bad.",
      files: [],
    });
    const refused = [
      { reason: "fraud", statement: "x" },
      { reason: "quality", statement: "   " },
      { reason: "quality", statement: "x".repeat(4001) },
      { reason: "quality", statement: "a\u0000b" },
      { reason: "quality", statement: "x", files: ["https://evil.example/x.pdf"] },
    ];
    for (const body of refused) expect(openDisputeBody.safeParse(body).success).toBe(false);
  });

  it("respond: an offer is a whole number of coins of at least 1, or none", () => {
    expect(respondDisputeBody.parse({ statement: "Our side." }).offerCoins).toBeUndefined();
    expect(respondDisputeBody.parse({ statement: "Ours.", offerCoins: 1 }).offerCoins).toBe(1);
    for (const offerCoins of [0, -5, 2.5, "10"]) {
      expect(respondDisputeBody.safeParse({ statement: "Ours.", offerCoins }).success).toBe(false);
    }
  });

  it("decide: refundCoins for a split only, and a note", () => {
    expect(
      decideDisputeBody.safeParse({ outcome: "split", refundCoins: 5, note: "Half." }).success,
    ).toBe(true);
    const refused = [
      { outcome: "split", note: "No coins said." },
      { outcome: "release", refundCoins: 5, note: "Coins on a release." },
      { outcome: "refund", refundCoins: 5, note: "Coins on a refund." },
      { outcome: "release", note: "" },
      { outcome: "release", note: "x".repeat(2001) },
      { outcome: "half", note: "Unknown." },
    ];
    for (const body of refused) {
      const parsed = decideDisputeBody.safeParse(body);
      expect(parsed.success, JSON.stringify(body)).toBe(false);
    }
    const split = decideDisputeBody.safeParse({ outcome: "split", note: "x" });
    expect(split.error?.issues.map((issue) => issue.path.join("."))).toEqual(["refundCoins"]);
  });
});
