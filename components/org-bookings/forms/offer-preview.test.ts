import { describe, expect, it } from "vitest";
import { offerPreview } from "./offer-preview";

// 15% of the organization's part, rounded in the platform's favour (lib/economics/commission.ts).
const booking = { totalAmount: 180, commissionBps: 1500, commissionCoins: 27 };

describe("offerPreview", () => {
  it("says what the organization keeps of a partial offer, after the commission on its part", () => {
    expect(offerPreview(booking, "50")).toEqual({
      line: "If the customer accepts, 50 coins go back to them and you keep 110 coins (the commission of 20 coins is on your part only).",
      tooMuch: null,
    });
  });

  it("treats the whole price as a full refund, and refuses more", () => {
    expect(offerPreview(booking, "180").line).toBe(
      "If the customer accepts, every coin goes back to them and you receive nothing.",
    );
    expect(offerPreview(booking, "181").tooMuch).toBe(
      "You can offer at most 180 coins, the whole price.",
    );
  });

  it("explains the choice while nothing (or no whole number) is typed", () => {
    for (const text of ["", "  ", "abc", "0", "1.5"]) {
      expect(offerPreview(booking, text), text).toEqual({
        line: "Without an offer an admin decides. Up to 180 coins: the whole price is a full refund.",
        tooMuch: null,
      });
    }
  });
});
