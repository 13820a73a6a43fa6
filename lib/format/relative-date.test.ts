import { describe, expect, it } from "vitest";
import { dateStyleFor } from "./date-time";
import { calendarDaysBetween, relativeDay } from "./relative-date";

const INDIA = dateStyleFor({ currency: "INR" }); // Asia/Kolkata, UTC+5:30
const ELSEWHERE = dateStyleFor({ currency: "USD" }); // UTC

describe("relativeDay", () => {
  const now = new Date("2026-03-15T12:00:00Z");

  it("says Today for earlier the same day and later the same day", () => {
    expect(relativeDay("2026-03-15T00:00:00Z", now, ELSEWHERE)).toBe("Today");
    expect(relativeDay("2026-03-15T11:59:59Z", now, ELSEWHERE)).toBe("Today");
    expect(relativeDay("2026-03-15T23:59:59Z", now, ELSEWHERE)).toBe("Today");
  });

  it("counts calendar days, not 24-hour spans, across midnight", () => {
    // One minute before midnight is yesterday two minutes later.
    const justAfterMidnight = new Date("2026-03-15T00:01:00Z");
    expect(relativeDay("2026-03-14T23:59:00Z", justAfterMidnight, ELSEWHERE)).toBe("Yesterday");
    // 47 hours back from just before midnight is still only "Yesterday"...
    const lateEvening = new Date("2026-03-15T23:59:00Z");
    expect(relativeDay("2026-03-14T00:59:00Z", lateEvening, ELSEWHERE)).toBe("Yesterday");
    // ...and one hour back across midnight is already "Yesterday".
    expect(relativeDay("2026-03-14T23:30:00Z", justAfterMidnight, ELSEWHERE)).toBe("Yesterday");
  });

  it("uses the region's time zone for where midnight falls", () => {
    // 18:45 UTC is 00:15 IST the next day: in India the booking at 18:00 UTC (23:30 IST) was
    // yesterday; in UTC it was today.
    const now = new Date("2026-03-15T18:45:00Z");
    expect(relativeDay("2026-03-15T18:00:00Z", now, INDIA)).toBe("Yesterday");
    expect(relativeDay("2026-03-15T18:00:00Z", now, ELSEWHERE)).toBe("Today");
  });

  it("says N days ago from 2 up to 7 days, then prints the date", () => {
    expect(relativeDay("2026-03-13T12:00:00Z", now, ELSEWHERE)).toBe("2 days ago");
    expect(relativeDay("2026-03-08T00:00:00Z", now, ELSEWHERE)).toBe("7 days ago");
    expect(relativeDay("2026-03-07T23:59:59Z", now, ELSEWHERE)).toBe("Mar 7, 2026");
    expect(relativeDay("2026-03-07T12:00:00Z", now, INDIA)).toBe("7 Mar 2026");
    expect(relativeDay("2025-12-25T12:00:00Z", now, INDIA)).toBe("25 Dec 2025");
  });

  it("prints a later day as its date instead of a relative phrase", () => {
    expect(relativeDay("2026-03-16T00:00:00Z", now, ELSEWHERE)).toBe("Mar 16, 2026");
    expect(relativeDay("2026-04-01T09:00:00Z", now, INDIA)).toBe("1 Apr 2026");
  });

  it("says so for a date that is not one, and accepts now as a string", () => {
    expect(relativeDay("not a date", now, ELSEWHERE)).toBe("Unknown date");
    expect(relativeDay("", now, ELSEWHERE)).toBe("Unknown date");
    expect(relativeDay("2026-03-15T01:00:00Z", "garbage", ELSEWHERE)).toBe("Unknown date");
    expect(relativeDay("2026-03-14T01:00:00Z", "2026-03-15T01:00:00Z", ELSEWHERE)).toBe(
      "Yesterday",
    );
  });
});

describe("calendarDaysBetween", () => {
  it("is negative for later days and null for invalid input", () => {
    const now = "2026-03-15T12:00:00Z";
    expect(calendarDaysBetween("2026-03-18T12:00:00Z", now, ELSEWHERE)).toBe(-3);
    expect(calendarDaysBetween("2026-03-01T12:00:00Z", now, ELSEWHERE)).toBe(14);
    expect(calendarDaysBetween("nope", now, ELSEWHERE)).toBeNull();
  });

  it("is exact across a month and a year boundary", () => {
    expect(calendarDaysBetween("2025-12-31T23:00:00Z", "2026-01-01T01:00:00Z", ELSEWHERE)).toBe(1);
    expect(calendarDaysBetween("2026-02-28T12:00:00Z", "2026-03-01T12:00:00Z", ELSEWHERE)).toBe(1);
  });
});
