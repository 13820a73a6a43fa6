import { describe, expect, it } from "vitest";
import { FIXED_FEE_MESSAGE, platformSettingsFormSchema } from "./platform-settings-form";

const typed = {
  commissionPercent: "15",
  conversionFeePercent: "0",
  conversionFeeCoins: "0",
  spreadPercent: "2",
  maxRateMovePercent: "4",
  rates: { USD: "88.00", EUR: "102.00" },
  acceptanceDays: "3",
  defaultDueDays: "30",
  disputeResponseDays: "3",
  clearingDays: "7",
};

function issues(values: typeof typed) {
  const parsed = platformSettingsFormSchema.safeParse(values);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("the settings form's check", () => {
  it("sends the texts as typed, and the fixed fee as a number", () => {
    expect(platformSettingsFormSchema.parse({ ...typed, conversionFeeCoins: " 5 " })).toEqual({
      ...typed,
      conversionFeeCoins: 5,
      acceptanceDays: 3,
      defaultDueDays: 30,
      disputeResponseDays: 3,
      clearingDays: 7,
    });
  });

  it("refuses with the API's own words at the field they are about", () => {
    expect(issues({ ...typed, commissionPercent: "12.345" })).toEqual([
      [
        "commissionPercent",
        "The commission must be a percentage from 0 to 50, with two decimals at most.",
      ],
    ]);
    expect(issues({ ...typed, rates: { USD: "88,5", EUR: "102" } })).toEqual([
      [
        "rates.USD",
        "Enter what 1 USD is worth in coins, above 0, with six decimals at most (e.g. 88.25).",
      ],
    ]);
    expect(issues({ ...typed, rates: { USD: "88", EUR: "0" } })[0]?.[0]).toBe("rates.EUR");
  });

  it("takes the spread and the largest rate move within their ranges", () => {
    expect(issues({ ...typed, spreadPercent: "0", maxRateMovePercent: "0.5" })).toEqual([]);
    expect(issues({ ...typed, spreadPercent: "10", maxRateMovePercent: "20" })).toEqual([]);
    for (const spread of ["10.01", "2,5", ""]) {
      expect(issues({ ...typed, spreadPercent: spread }), spread).toEqual([
        [
          "spreadPercent",
          "The exchange spread must be a percentage from 0 to 10, with two decimals at most.",
        ],
      ]);
    }
    for (const move of ["0.49", "20.5", "0"]) {
      expect(issues({ ...typed, maxRateMovePercent: move }), move).toEqual([
        [
          "maxRateMovePercent",
          "The largest rate move must be a percentage from 0.5 to 20, with two decimals at most.",
        ],
      ]);
    }
  });

  it("never reads a fixed fee as another number", () => {
    for (const fee of ["1e3", "12.5", "-5", "1,000", ""]) {
      expect(issues({ ...typed, conversionFeeCoins: fee }), fee).toEqual([
        ["conversionFeeCoins", FIXED_FEE_MESSAGE],
      ]);
    }
  });

  it("takes buyer protection's days as whole numbers within their ranges", () => {
    expect(issues({ ...typed, clearingDays: "0", defaultDueDays: "365" })).toEqual([]);
    expect(issues({ ...typed, acceptanceDays: "15" })).toEqual([
      ["acceptanceDays", "Days to accept a delivery must be a whole number from 1 to 14."],
    ]);
    expect(issues({ ...typed, disputeResponseDays: "0" })).toEqual([
      ["disputeResponseDays", "Days to answer a dispute must be a whole number from 1 to 14."],
    ]);
    for (const days of ["31", "2.5", "-1", ""]) {
      expect(issues({ ...typed, clearingDays: days }), days).toEqual([
        ["clearingDays", "Days before earnings clear must be a whole number from 0 to 30."],
      ]);
    }
    expect(issues({ ...typed, defaultDueDays: "366" })[0]?.[0]).toBe("defaultDueDays");
  });

  it("leaves the rules' safety to the server: a low commission passes the form", () => {
    expect(issues({ ...typed, commissionPercent: "1" })).toEqual([]);
  });
});
