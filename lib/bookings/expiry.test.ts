import { describe, expect, it } from "vitest";
import { bookingDueAt, CANCELLATION_WINDOW_MS, durationMs } from "./expiry";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("durationMs", () => {
  it.each([
    ["60 minutes", HOUR],
    ["90 minutes", 1.5 * HOUR],
    ["2 hours", 2 * HOUR],
    ["1 day", DAY],
    ["Half day", DAY / 2],
    ["7 working days", 7 * DAY],
    ["3 days, 2 nights", 3 * DAY],
    ["1 night", DAY],
    ["2 weeks", 14 * DAY],
    ["1 month", 30 * DAY],
    ["3 months", 90 * DAY],
    ["One week", 7 * DAY],
  ])("reads %s", (text, expected) => {
    expect(durationMs(text)).toBe(expected);
  });

  it.each(["Per session", "2 sessions", "One-time delivery", "1 evening", "", null, undefined])(
    "finds no span of time in %s",
    (text) => {
      expect(durationMs(text)).toBeNull();
    },
  );
});

describe("bookingDueAt", () => {
  const bookedAt = new Date("2026-11-21T10:00:00Z");

  it("adds the service's duration to the booking time", () => {
    expect(bookingDueAt(bookedAt, "2 weeks")?.toISOString()).toBe("2026-12-05T10:00:00.000Z");
  });

  it("never expires before the user's 24-hour cancellation window closes", () => {
    const expiry = bookingDueAt(bookedAt, "90 minutes");
    expect(expiry?.getTime()).toBe(bookedAt.getTime() + CANCELLATION_WINDOW_MS);
  });

  it("gives no expiry when the duration names no span of time", () => {
    expect(bookingDueAt(bookedAt, "Per session")).toBeNull();
    expect(bookingDueAt(bookedAt, null)).toBeNull();
  });
});
