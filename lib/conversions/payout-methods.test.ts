import { describe, expect, it } from "vitest";
import { isValidIban, isValidRoutingNumber, maskPayout } from "./payout-methods";

describe("payout account checks", () => {
  it("accepts IBANs whose check digits hold and refuses a typo", () => {
    expect(isValidIban("DE89370400440532013000")).toBe(true);
    expect(isValidIban("GB82WEST12345698765432")).toBe(true);
    expect(isValidIban("DE89370400440532013001")).toBe(false);
    expect(isValidIban("GB28WEST12345698765432")).toBe(false);
    expect(isValidIban("de89370400440532013000")).toBe(false);
  });

  it("accepts ABA routing numbers whose checksum holds", () => {
    expect(isValidRoutingNumber("021000021")).toBe(true);
    expect(isValidRoutingNumber("011000015")).toBe(true);
    expect(isValidRoutingNumber("021000022")).toBe(false);
    expect(isValidRoutingNumber("02100002")).toBe(false);
  });

  it("masks every method down to what recognises it", () => {
    expect(maskPayout({ method: "upi", upiId: "asha.rao@okaxis" })).toBe("UPI as••••@okaxis");
    expect(
      maskPayout({ method: "bank_account", accountNumber: "123456789012", ifsc: "HDFC0001234" }),
    ).toBe("A/c ••••9012 · HDFC0001234");
    expect(maskPayout({ method: "iban", iban: "DE89370400440532013000" })).toBe("IBAN DE••••3000");
    expect(
      maskPayout({
        method: "us_account",
        accountNumber: "000123456789",
        routingNumber: "021000021",
      }),
    ).toBe("A/c ••••6789 · Routing ••••0021");
  });
});
