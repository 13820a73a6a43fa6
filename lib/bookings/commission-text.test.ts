import { describe, expect, it } from "vitest";
import {
  bookingCommissionLine,
  bookingNetLine,
  commissionLabel,
  previewPrice,
  priceHint,
  youReceive,
} from "./commission-text";

describe("the service form's price hint", () => {
  it("says what the organization receives of the price at 15%", () => {
    expect(priceHint("100", 1500)).toBe("You receive 85 coins of 100 (15% commission: 15 coins).");
    expect(previewPrice("100", 1500)).toEqual({ price: 100, commission: 15, net: 85 });
  });

  it("rounds the organization's share down, as the ledger does", () => {
    // 70 x 0.85 = 59.5: the organization gets 59, the platform 11.
    expect(previewPrice("70", 1500)).toEqual({ price: 70, commission: 11, net: 59 });
    expect(priceHint("1", 1500)).toBe("You receive 0 coins of 1 (15% commission: 1 coin).");
  });

  it("groups thousands and reads fractional rates", () => {
    expect(priceHint("10000", 1250)).toBe(
      "You receive 8,750 coins of 10,000 (12.5% commission: 1,250 coins).",
    );
    expect(priceHint("100", 0)).toBe("You receive 100 coins of 100 (0% commission: 0 coins).");
  });

  it("explains the commission while the price is empty or not a whole number", () => {
    for (const text of ["", " ", "12.5", "1e3", "-5", "0", "1,000"]) {
      expect(previewPrice(text, 1500)).toBeNull();
      expect(priceHint(text, 1500)).toBe(
        "Customers pay the price; you receive it less the platform's 15% commission.",
      );
    }
  });
});

describe("a booking's share", () => {
  const booking = { totalAmount: 100, commissionBps: 1500, commissionCoins: 15, netCoins: 85 };

  it("names the commission and the net as fixed when booked", () => {
    expect(bookingCommissionLine(booking)).toBe("15 coins commission (15%)");
    expect(bookingNetLine({ ...booking, status: "active" })).toBe(
      "You receive 85 coins when it completes",
    );
    expect(bookingNetLine({ ...booking, status: "delivered" })).toBe(
      "You receive 85 coins when it completes",
    );
    expect(bookingNetLine({ ...booking, status: "completed" })).toBe("You received 85 coins");
  });

  it("reads the short forms", () => {
    expect(commissionLabel(1500)).toBe("15% commission");
    expect(youReceive(1, 2)).toBe("You receive 1 coin of 2");
  });
});
