import { describe, expect, it } from "vitest";
import { longMonth, shortMonth } from "./month-names";
import { lastMonths } from "./months";

describe("lastMonths", () => {
  it("lists the months up to this one in the zone, oldest first, from their local midnight", () => {
    // 20:00 UTC on Jan 31 is already Feb 1 in India.
    const months = lastMonths(new Date("2026-01-31T20:00:00Z"), "Asia/Kolkata", 3);
    expect(months.map((month) => month.key)).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect(months[2]?.start.toISOString()).toBe("2026-01-31T18:30:00.000Z");
    expect(lastMonths(new Date("2026-01-31T20:00:00Z"), "UTC", 2).map((m) => m.key)).toEqual([
      "2025-12",
      "2026-01",
    ]);
  });

  it("crosses years and keeps twelve distinct months", () => {
    const months = lastMonths(new Date("2026-11-26T00:00:00Z"), "UTC", 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ key: "2025-12", start: new Date("2025-12-01T00:00:00Z") });
    expect(new Set(months.map((month) => month.key)).size).toBe(12);
  });
});

describe("month names", () => {
  it("names a month short and long", () => {
    expect(shortMonth("2026-11")).toBe("Nov");
    expect(longMonth("2026-01")).toBe("January 2026");
  });
});
