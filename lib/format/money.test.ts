import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("formats INR the Indian way", () => {
    expect(formatMoney(0, "INR")).toBe("₹0");
    expect(formatMoney(1, "INR")).toBe("₹1");
    expect(formatMoney(1000, "INR")).toBe("₹1,000");
    expect(formatMoney(100000, "INR")).toBe("₹1,00,000");
    expect(formatMoney(500000, "INR")).toBe("₹5,00,000");
  });

  it("formats USD the US way and EUR for conversions", () => {
    expect(formatMoney(1, "USD")).toBe("$1");
    expect(formatMoney(10000, "USD")).toBe("$10,000");
    expect(formatMoney(100000, "USD")).toBe("$100,000");
    expect(formatMoney(25, "EUR")).toBe("€25");
    expect(formatMoney(1000, "EUR")).toBe("€1,000");
  });

  it("shows minor units only when the amount has them", () => {
    expect(formatMoney(99.5, "INR")).toBe("₹99.50");
    expect(formatMoney(1234.56, "USD")).toBe("$1,234.56");
    expect(formatMoney(1234, "USD")).toBe("$1,234");
  });
});
