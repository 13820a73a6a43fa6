// The duration filter's choices as spans of what durationMs reads: each bound included, a
// duration that names no span under none.
import { describe, expect, it } from "vitest";
import { durationMs } from "@/lib/bookings/expiry";
import { withinDuration } from "./duration-filter";

const under = (text: string | null) =>
  (["day", "week", "month", "longer"] as const).filter((choice) =>
    withinDuration(durationMs(text), choice),
  );

describe("withinDuration", () => {
  it.each([
    ["90 minutes", ["day", "week", "month"]],
    ["1 day", ["day", "week", "month"]],
    ["2 days", ["week", "month"]],
    ["1 week", ["week", "month"]],
    ["2 weeks", ["month"]],
    ["1 month", ["month"]],
    ["31 days", ["longer"]],
    ["6 weeks", ["longer"]],
    ["Per session", []],
    [null, []],
  ])("puts %s under %o", (text, choices) => {
    expect(under(text)).toEqual(choices);
  });
});
