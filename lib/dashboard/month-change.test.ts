import { describe, expect, it } from "vitest";
import { dayKeyOf, lastDays, monthBoundaries, startOfZonedDay } from "./calendar";
import { describeChange } from "./month-change";

describe("describeChange", () => {
  it.each([
    [112, 100, "up", "+12% from last month"],
    [88, 100, "down", "-12% from last month"],
    [0, 40, "down", "-100% from last month"],
    [1_350, 100, "up", "+1,250% from last month"],
    [1_004, 1_000, "up", "+0.4% from last month"],
    [100_001, 100_000, "up", "+<0.1% from last month"],
    [2, 3, "down", "-33% from last month"],
    [5, 5, "same", "No change from last month"],
    [0, 0, "same", "No change from last month"],
    [25, 0, "new", "New this month"],
  ] as const)("%i against %i: %s, %s", (current, previous, direction, text) => {
    expect(describeChange({ current, previous })).toEqual({ direction, text });
  });
});

describe("calendar", () => {
  it("begins India's months at 18:30 UTC the day before", () => {
    const now = new Date("2026-02-28T20:00:00Z"); // 01:30 on 1 March in India
    expect(monthBoundaries(now, "Asia/Kolkata")).toEqual({
      thisMonth: new Date("2026-02-28T18:30:00Z"),
      lastMonth: new Date("2026-01-31T18:30:00Z"),
    });
    // Still February in UTC.
    expect(monthBoundaries(now, "UTC").thisMonth).toEqual(new Date("2026-02-01T00:00:00Z"));
  });

  it("crosses a year at January", () => {
    expect(monthBoundaries(new Date("2026-01-15T00:00:00Z"), "UTC").lastMonth).toEqual(
      new Date("2025-12-01T00:00:00Z"),
    );
  });

  it("finds local midnight across a daylight-saving change", () => {
    // New York moved to summer time on 8 March 2026: that day still began at 05:00 UTC.
    expect(startOfZonedDay({ year: 2026, month: 3, day: 8 }, "America/New_York")).toEqual(
      new Date("2026-03-08T05:00:00Z"),
    );
    expect(startOfZonedDay({ year: 2026, month: 3, day: 9 }, "America/New_York")).toEqual(
      new Date("2026-03-09T04:00:00Z"),
    );
  });

  it("lists the last days up to today, oldest first, with the instant the first began", () => {
    const now = new Date("2026-03-01T20:00:00Z"); // 2 March, 01:30 in India
    expect(dayKeyOf(now, "Asia/Kolkata")).toBe("2026-03-02");
    expect(lastDays(now, "Asia/Kolkata", 3)).toEqual({
      days: ["2026-02-28", "2026-03-01", "2026-03-02"],
      from: new Date("2026-02-27T18:30:00Z"),
    });
    expect(lastDays(now, "UTC", 365).days).toHaveLength(365);
    expect(lastDays(new Date("2024-03-01T12:00:00Z"), "UTC", 2).days).toEqual([
      "2024-02-29",
      "2024-03-01",
    ]);
  });
});
