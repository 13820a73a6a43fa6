// A coin price in the buyer's money: the coins at the rate coins are sold at, rounded up to the
// cent as a coin package's price is.
import { describe, expect, it } from "vitest";
import { packagePriceMinor } from "@/lib/economics/top-up-quote";
import { COIN_PACKAGES } from "@/lib/payments/packages";
import { coinsWorth } from "./coin-worth";

describe("coinsWorth", () => {
  it("is the coins in rupees in India, a coin a rupee", () => {
    expect(coinsWorth(500, { currency: "INR", rateMicros: 1_000_000 })).toBe("₹500");
    expect(coinsWorth(150000, { currency: "INR", rateMicros: 1_000_000 })).toBe("₹1,50,000");
  });

  it("rounds up to the cent at the sale rate elsewhere", () => {
    // 500 coins at 86.24 coins a dollar: $5.7978...
    expect(coinsWorth(500, { currency: "USD", rateMicros: 86_240_000 })).toBe("$5.80");
    expect(coinsWorth(0, { currency: "EUR", rateMicros: 92_000_000 })).toBe("€0");
  });

  it("prices a package's coins as the package is priced", () => {
    for (const pack of COIN_PACKAGES) {
      const minor = packagePriceMinor(pack, 86_240_000, "USD");
      expect(coinsWorth(pack.price, { currency: "USD", rateMicros: 86_240_000 })).toBe(
        `$${(minor / 100).toFixed(minor % 100 === 0 ? 0 : 2)}`,
      );
    }
  });
});
