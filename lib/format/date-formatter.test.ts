// A formatter is built once per locale, zone and shape, and prints what a new one would.
import { describe, expect, it } from "vitest";
import { dateFormatter } from "./date-formatter";

describe("dateFormatter", () => {
  it("answers the same formatter for the same locale and options, another for others", () => {
    const kolkata = dateFormatter("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
    expect(dateFormatter("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" })).toBe(kolkata);
    expect(dateFormatter("en-IN", { dateStyle: "medium", timeZone: "UTC" })).not.toBe(kolkata);
    expect(dateFormatter("en-US", { dateStyle: "medium", timeZone: "Asia/Kolkata" })).not.toBe(
      kolkata,
    );
    expect(dateFormatter("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" })).not.toBe(
      kolkata,
    );
  });

  it("prints what a formatter built for the call prints", () => {
    const instant = new Date("2026-11-28T20:30:00Z");
    for (const [locale, timeZone] of [
      ["en-IN", "Asia/Kolkata"],
      ["en-US", "America/New_York"],
    ] as const) {
      const options = { dateStyle: "medium", timeStyle: "short", timeZone } as const;
      expect(dateFormatter(locale, options).format(instant)).toBe(
        new Intl.DateTimeFormat(locale, options).format(instant),
      );
    }
    expect(
      dateFormatter("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(instant),
    ).toBe("29 Nov 2026");
  });

  it("refuses a zone that is not one, as Intl does, and keeps nothing for it", () => {
    expect(() => dateFormatter("en-US", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateFormatter("en-US", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });

  it("starts again rather than grow without end", () => {
    const zones = Intl.supportedValuesOf("timeZone");
    const first = dateFormatter("en-US", { timeZone: zones[0] });
    // Two locales in every zone: more shapes than it keeps (500).
    for (const locale of ["en-US", "en-IN"]) {
      for (const timeZone of zones) dateFormatter(locale, { timeZone });
    }
    expect(zones.length * 2).toBeGreaterThan(500);
    const again = dateFormatter("en-US", { timeZone: zones[0] });
    expect(again).not.toBe(first);
    expect(again.format(new Date(0))).toBe(first.format(new Date(0)));
  });
});
