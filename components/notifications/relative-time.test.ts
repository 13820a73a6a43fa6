import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const UTC = { locale: "en-US", timeZone: "UTC" };
const INDIA = { locale: "en-IN", timeZone: "Asia/Kolkata" };
const now = new Date("2026-03-15T18:00:00Z");

describe("relativeTime", () => {
  it("says 'Just now' under a minute, and for a time a little ahead of this clock", () => {
    expect(relativeTime("2026-03-15T17:59:01Z", now, UTC)).toBe("Just now");
    expect(relativeTime("2026-03-15T18:00:20Z", now, UTC)).toBe("Just now");
  });

  it("counts minutes under an hour, in the singular for one", () => {
    expect(relativeTime("2026-03-15T17:59:00Z", now, UTC)).toBe("1 minute ago");
    expect(relativeTime("2026-03-15T17:01:00Z", now, UTC)).toBe("59 minutes ago");
  });

  it("counts hours on the same calendar day of the viewer", () => {
    expect(relativeTime("2026-03-15T17:00:00Z", now, UTC)).toBe("1 hour ago");
    expect(relativeTime("2026-03-15T00:30:00Z", now, UTC)).toBe("17 hours ago");
  });

  it("says 'Yesterday' for the day before in the viewer's zone, however few hours ago", () => {
    // 18:00 UTC is 23:30 in India, and 17:30 UTC 23:00 there: the same day. At 18:40 UTC it
    // is 00:10 on the 16th in India, so 17:00 UTC (22:30 on the 15th) was yesterday there.
    expect(relativeTime("2026-03-15T17:30:00Z", now, INDIA)).toBe("30 minutes ago");
    const afterMidnightInIndia = new Date("2026-03-15T18:40:00Z");
    expect(relativeTime("2026-03-15T17:00:00Z", afterMidnightInIndia, INDIA)).toBe("Yesterday");
    expect(relativeTime("2026-03-15T17:00:00Z", afterMidnightInIndia, UTC)).toBe("1 hour ago");
  });

  it("uses days, then the date, further back", () => {
    expect(relativeTime("2026-03-12T10:00:00Z", now, UTC)).toBe("3 days ago");
    expect(relativeTime("2026-02-01T10:00:00Z", now, UTC)).toBe("Feb 1, 2026");
  });

  it("says so for a value that is not a date", () => {
    expect(relativeTime("not a date", now, UTC)).toBe("Unknown date");
  });
});
