import { describe, expect, it } from "vitest";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import type { PlatformSettingsBody } from "@/lib/validations/platform-settings-form";
import {
  changesToConfirm,
  commissionFloor,
  confirmationsOf,
  confirmsRate,
  formValuesOf,
  rateNote,
  rateOriginText,
  rateRangeText,
} from "./platform-settings";

const settings: PlatformSettingsView = {
  commissionPercent: "15",
  conversionFeePercent: "0",
  conversionFeeCoins: 0,
  minimumCommissionPercent: "14.82",
  spreadPercent: "2",
  maxRateMovePercent: "4",
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

const typedTerms = { conversionFeePercent: "0", spreadPercent: "2", maxRateMovePercent: "4" };

describe("the settings screen's values", () => {
  it("fills the form with the rules as they are", () => {
    expect(formValuesOf(settings)).toEqual({
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
    });
  });

  it("works the commission's minimum out again as the fee share, spread and bound are typed", () => {
    expect(commissionFloor(settings, { ...typedTerms, commissionPercent: "15" })).toEqual({
      minimum: "14.82",
      feePercent: "0",
      spreadPercent: "2",
      maxRateMovePercent: "4",
      below: false,
    });
    // A 5% fee share covers part of the bonus and of a rate's move: the commission may be lower.
    const withFee = commissionFloor(settings, {
      ...typedTerms,
      commissionPercent: "8",
      conversionFeePercent: "5",
    });
    expect(withFee).toMatchObject({ feePercent: "5", minimum: "10.34", below: true });
    // A wider spread covers more of a move; a larger bound needs more.
    expect(
      commissionFloor(settings, { ...typedTerms, commissionPercent: "15", spreadPercent: "5" }),
    ).toMatchObject({ minimum: "13.05", spreadPercent: "5", below: false });
    expect(
      commissionFloor(settings, {
        ...typedTerms,
        commissionPercent: "15",
        maxRateMovePercent: "20",
      }),
    ).toMatchObject({ minimum: "29.02", maxRateMovePercent: "20", below: true });
    // While a term is not a percentage, its saved value stands.
    expect(
      commissionFloor(settings, {
        commissionPercent: "",
        conversionFeePercent: "5.",
        spreadPercent: "x",
        maxRateMovePercent: "",
      }),
    ).toEqual({
      minimum: "14.82",
      feePercent: "0",
      spreadPercent: "2",
      maxRateMovePercent: "4",
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

describe("a rate as it is typed", () => {
  const typed = (rate: string, terms: Partial<typeof typedTerms> = {}) => ({
    ...typedTerms,
    ...terms,
    rate,
  });

  it("names each currency's range", () => {
    expect(rateRangeText("USD")).toBe("Allowed: 40 to 200 coins.");
    expect(rateRangeText("EUR")).toBe("Allowed: 40 to 250 coins.");
  });

  it("says nothing while the rate is unchanged or not a rate yet", () => {
    expect(rateNote(settings, "USD", typed("88.00"))).toBeNull();
    expect(rateNote(settings, "USD", typed("88"))).toBeNull();
    expect(rateNote(settings, "USD", typed("8,8"))).toBeNull();
    expect(rateNote(settings, "USD", typed(""))).toBeNull();
  });

  it("shows a small move's effect on a package's price", () => {
    expect(rateNote(settings, "USD", typed("88.50"))).toEqual({
      tone: "change",
      text: "A 500-coin package would cost $5.77 instead of $5.80.",
    });
  });

  it("warns that a move over 1% asks for the rate again, with what it does", () => {
    expect(rateNote(settings, "USD", typed("85"))).toEqual({
      tone: "confirm",
      text: "Moves 3.41% from 88.00: saving asks you to type it again. A 500-coin package would cost $6.01 instead of $5.80.",
    });
  });

  it("warns of what the server refuses: out of range, or past the stricter bound", () => {
    expect(rateNote(settings, "USD", typed("0.88"))).toEqual({
      tone: "refused",
      text: "1 USD must be worth 40 to 200 coins.",
    });
    expect(rateNote(settings, "EUR", typed("110"))).toEqual({
      tone: "refused",
      text: "The EUR rate may move at most 4% at once: from 102.00, between 97.92 and 106.08.",
    });
    // A lower bound typed counts at once; a higher one only from the next change.
    expect(rateNote(settings, "USD", typed("85", { maxRateMovePercent: "2" }))).toMatchObject({
      tone: "refused",
    });
    expect(rateNote(settings, "USD", typed("82", { maxRateMovePercent: "10" }))).toMatchObject({
      tone: "refused",
    });
  });

  it("prices the effect at the spread being typed", () => {
    expect(rateNote(settings, "USD", typed("88.50", { spreadPercent: "0" }))?.text).toBe(
      "A 500-coin package would cost $5.65 instead of $5.69.",
    );
  });
});

describe("the server's request to confirm a change", () => {
  const confirmation = {
    kind: "rate",
    currency: "USD",
    from: "88.00",
    to: "85.00",
    movePercent: "3.41",
    effect: "A 500-coin package would cost $6.01 instead of $5.80.",
    prompt:
      "The USD rate moves 3.41%, from 88.00 to 85.00 coins. A 500-coin package would cost $6.01 instead of $5.80. Type 85.00 to confirm.",
  };

  const rule = {
    kind: "rule",
    rule: "commissionPercent",
    label: "Commission",
    from: "15",
    to: "21",
    unit: "%",
    typed: true,
    effect:
      "Commission 15% → 21%: on a 100-coin booking an organization now receives 79 coins instead of 85.",
    prompt:
      "Commission 15% → 21%: on a 100-coin booking an organization now receives 79 coins instead of 85. It moves more than 5 percentage points: type 21 to confirm.",
  };

  it("reads the confirmations of a 409 confirmation_required: rules and rates", () => {
    expect(confirmationsOf({ confirmations: [rule, confirmation] })).toEqual([rule, confirmation]);
    // A rate without its kind, as the server wrote it before rules were asked about.
    const { kind: _kind, ...unmarked } = confirmation;
    expect(confirmationsOf({ confirmations: [unmarked] })).toEqual([confirmation]);
  });

  it("reads nothing from details that are not confirmations", () => {
    expect(confirmationsOf(undefined)).toBeNull();
    expect(confirmationsOf({})).toBeNull();
    expect(confirmationsOf({ confirmations: [] })).toBeNull();
    expect(confirmationsOf({ confirmations: [{ ...confirmation, currency: "INR" }] })).toBeNull();
    expect(confirmationsOf({ confirmations: [{ ...confirmation, to: 85 }] })).toBeNull();
    expect(confirmationsOf({ confirmations: [{ ...rule, rule: "bonusPercent" }] })).toBeNull();
    expect(confirmationsOf({ confirmations: [{ ...rule, typed: "yes" }] })).toBeNull();
  });

  it("takes a typed rate that reads as the new rate, and no other", () => {
    expect(confirmsRate("85.00", "85.00")).toBe(true);
    expect(confirmsRate(" 85 ", "85.00")).toBe(true);
    expect(confirmsRate("85.000000", "85.00")).toBe(true);
    expect(confirmsRate("85.01", "85.00")).toBe(false);
    expect(confirmsRate("8500", "85.00")).toBe(false);
    expect(confirmsRate("", "85.00")).toBe(false);
    expect(confirmsRate("85,00", "85.00")).toBe(false);
  });
});

describe("what a save confirms first", () => {
  const body = (changes: Partial<PlatformSettingsBody> = {}): PlatformSettingsBody => ({
    commissionPercent: "15",
    conversionFeePercent: "0",
    conversionFeeCoins: 0,
    spreadPercent: "2",
    maxRateMovePercent: "4",
    rates: { USD: "88.00", EUR: "102.00" },
    acceptanceDays: 3,
    defaultDueDays: 30,
    disputeResponseDays: 3,
    clearingDays: 7,
    ...changes,
  });

  it("asks nothing when no money rule changes and no rate moves more than 1%", () => {
    expect(changesToConfirm(settings, body())).toEqual([]);
    expect(changesToConfirm(settings, body({ clearingDays: 0 }))).toEqual([]);
    expect(changesToConfirm(settings, body({ rates: { USD: "88.5", EUR: "102" } }))).toEqual([]);
  });

  it("shows every rule changed with its effect, then every rate to type again", () => {
    const asked = changesToConfirm(
      settings,
      body({ commissionPercent: "21", spreadPercent: "2.5", rates: { USD: "85", EUR: "102" } }),
    );
    expect(asked.map((item) => [item.kind, item.to])).toEqual([
      ["rule", "21"],
      ["rule", "2.5"],
      ["rate", "85.00"],
    ]);
    expect(asked[0]).toMatchObject({ rule: "commissionPercent", typed: true });
    expect(asked[1]).toMatchObject({ rule: "spreadPercent", typed: false });
    // The rate's effect at the spread being saved, as the server words it.
    expect(asked[2]?.prompt).toBe(
      "The USD rate moves 3.41%, from 88.00 to 85.00 coins. A 500-coin package would cost $6.04 instead of $5.83. Type 85.00 to confirm.",
    );
  });

  it("asks nothing about a save the server will refuse, so that its reason shows at the field", () => {
    expect(changesToConfirm(settings, body({ commissionPercent: "10" }))).toEqual([]);
    const outOfRange = { rates: { USD: "0.88", EUR: "102" } };
    expect(changesToConfirm(settings, body({ commissionPercent: "16", ...outOfRange }))).toEqual(
      [],
    );
  });
});
