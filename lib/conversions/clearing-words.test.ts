import { describe, expect, it } from "vitest";
import {
  clearingLines,
  clearingSentence,
  clearingShortfall,
  isClearingShortfall,
} from "./clearing-words";
import { ENTER_A_VALID_AMOUNT } from "./messages";

const IN_UTC = { locale: "en-IN", timeZone: "UTC" };
const DEC_5 = { coins: 153, clearsAt: "2030-12-05T10:00:00.000Z" };
const DEC_2 = { coins: 40, clearsAt: "2030-12-02T08:00:00.000Z" };
const DEC_9 = { coins: 60, clearsAt: "2030-12-09T08:00:00.000Z" };

describe("earnings that clear, in words", () => {
  it("lists each day's coins and says when all have cleared", () => {
    expect(clearingLines([DEC_2, DEC_9], IN_UTC)).toEqual([
      "40 coins on 2 Dec 2030",
      "60 coins on 9 Dec 2030",
    ]);
    expect(clearingSentence([DEC_5], IN_UTC)).toBe("153 coins clear on 5 Dec 2030");
    expect(clearingSentence([DEC_2, DEC_9], IN_UTC)).toBe("100 coins clear by 9 Dec 2030");
    expect(clearingSentence([], IN_UTC)).toBeNull();
  });

  it("refuses more than has cleared with how much has and when the rest clears", () => {
    const one = { available: 120, requested: 200, schedule: [DEC_5], style: IN_UTC };
    expect(clearingShortfall(one)).toBe(
      "Only 120 coins are available now; 153 more clear on 5 Dec 2030.",
    );
    expect(clearingShortfall({ ...one, available: 0 })).toBe(
      "No coins are available now; 153 clear on 5 Dec 2030.",
    );
    expect(clearingShortfall({ ...one, available: 1 })).toBe(
      "Only 1 coin is available now; 153 more clear on 5 Dec 2030.",
    );
    // Nothing clearing: the plain refusal says it all.
    expect(clearingShortfall({ ...one, schedule: [] })).toBeNull();
  });

  it("names the day enough has cleared, when the coins clear on several", () => {
    const several = { available: 50, schedule: [DEC_2, DEC_9], style: IN_UTC };
    expect(clearingShortfall({ ...several, requested: 80 })).toBe(
      "Only 50 coins are available now; 100 more clear by 9 Dec 2030, enough for this request on 2 Dec 2030.",
    );
    // Enough only once the last has cleared, or never: the last day alone.
    expect(clearingShortfall({ ...several, requested: 150 })).toBe(
      "Only 50 coins are available now; 100 more clear by 9 Dec 2030.",
    );
    expect(clearingShortfall({ ...several, requested: 500 })).toBe(
      "Only 50 coins are available now; 100 more clear by 9 Dec 2030.",
    );
  });

  it("prints the days in the viewer's zone and words", () => {
    const late = { coins: 10, clearsAt: "2030-12-05T20:00:00.000Z" };
    expect(clearingSentence([late], { locale: "en-IN", timeZone: "Asia/Kolkata" })).toBe(
      "10 coins clear on 6 Dec 2030",
    );
    expect(clearingSentence([late], { locale: "en-US", timeZone: "UTC" })).toBe(
      "10 coins clear on Dec 5, 2030",
    );
  });

  it("tells its refusals from the others", () => {
    expect(
      isClearingShortfall("Only 120 coins are available now; 153 more clear on 5 Dec 2030."),
    ).toBe(true);
    expect(isClearingShortfall("No coins are available now; 153 clear on 5 Dec 2030.")).toBe(true);
    expect(isClearingShortfall(ENTER_A_VALID_AMOUNT)).toBe(false);
  });
});
