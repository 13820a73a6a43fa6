import { describe, expect, it } from "vitest";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import { commissionFloor, formValuesOf, rateOriginText } from "./platform-settings";

const settings: PlatformSettingsView = {
  commissionPercent: "15",
  conversionFeePercent: "0",
  conversionFeeCoins: 0,
  minimumCommissionPercent: "13.05",
  rates: [
    { currency: "EUR", rate: "102.00", source: "default", updatedAt: null },
    { currency: "USD", rate: "88.00", source: "admin", updatedAt: "2026-11-26T00:00:00.000Z" },
  ],
  acceptanceDays: 3,
  defaultDueDays: 30,
  disputeResponseDays: 3,
  clearingDays: 7,
  feed: { configured: false, fetchedAt: null, failedAt: null, error: null },
  updatedAt: "2026-11-26T00:00:00.000Z",
};

describe("the settings screen's values", () => {
  it("fills the form with the rules as they are", () => {
    expect(formValuesOf(settings)).toEqual({
      commissionPercent: "15",
      conversionFeePercent: "0",
      conversionFeeCoins: "0",
      rates: { USD: "88.00", EUR: "102.00" },
      acceptanceDays: "3",
      defaultDueDays: "30",
      disputeResponseDays: "3",
      clearingDays: "7",
    });
  });

  it("works the commission's minimum out again as the fee share is typed", () => {
    expect(
      commissionFloor(settings, { commissionPercent: "15", conversionFeePercent: "0" }),
    ).toEqual({ minimum: "13.05", feePercent: "0", below: false });
    // A 5% fee share covers part of the bonus: the commission may be lower.
    const withFee = commissionFloor(settings, {
      commissionPercent: "8",
      conversionFeePercent: "5",
    });
    expect(withFee.feePercent).toBe("5");
    expect(withFee.minimum).toBe("8.47");
    expect(withFee.below).toBe(true);
    // While the share is not a percentage, the server's minimum for the saved share stands.
    expect(
      commissionFloor(settings, { commissionPercent: "", conversionFeePercent: "5." }),
    ).toEqual({
      minimum: "13.05",
      feePercent: "0",
      below: null,
    });
  });

  it("says where a rate came from and when", () => {
    const when = (iso: string) => iso.slice(0, 10);
    const at = "2026-11-26T00:00:00.000Z";
    expect(rateOriginText({ source: "feed", updatedAt: at }, when)).toBe(
      "From the rates feed on 2026-11-26.",
    );
    expect(rateOriginText({ source: "admin", updatedAt: at }, when)).toBe(
      "Set by an admin on 2026-11-26.",
    );
    expect(rateOriginText({ source: "default", updatedAt: at }, when)).toBe(
      "Starting rate, not changed yet.",
    );
    expect(rateOriginText(null, when)).toBe("No rate yet.");
  });
});
