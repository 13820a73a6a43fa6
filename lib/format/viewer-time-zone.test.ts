// One zone per viewer (docs/features.md): the browser's zone from its cookie, else the region's,
// and every time printed names it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { dateStyleFor, formatDate, formatDateTime, zoneLabel } from "./date-time";
import {
  TIME_ZONE_COOKIE,
  isTimeZone,
  timeZoneCookie,
  timeZoneFromCookies,
  zoneSettled,
} from "./viewer-time-zone";

const INDIA = { currency: "INR" } as const;
const ELSEWHERE = { currency: "USD" } as const;
const cookies = (header: string) => new Headers({ cookie: header });

describe("the viewer's time zone", () => {
  it("is read from the cm_tz cookie among others", () => {
    expect(TIME_ZONE_COOKIE).toBe("cm_tz");
    expect(timeZoneFromCookies("a=1; cm_tz=America%2FNew_York; b=2")).toBe("America/New_York");
    expect(timeZoneFromCookies("cm_tz=UTC")).toBe("UTC");
  });

  it("ignores a missing, unknown, oversized or malformed zone", () => {
    expect(timeZoneFromCookies(null)).toBeNull();
    expect(timeZoneFromCookies("other=Asia%2FKolkata")).toBeNull();
    expect(timeZoneFromCookies("cm_tz=Mars%2FOlympus_Mons")).toBeNull();
    expect(timeZoneFromCookies("cm_tz=%E0%A4%A")).toBeNull();
    expect(timeZoneFromCookies(`cm_tz=${"A".repeat(65)}`)).toBeNull();
    expect(isTimeZone("Asia/Kolkata; Path=/")).toBe(false);
  });

  it("round-trips through the cookie the browser writes", () => {
    const written = timeZoneCookie("America/Argentina/Buenos_Aires");
    expect(written).toBe(
      "cm_tz=America%2FArgentina%2FBuenos_Aires; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(timeZoneFromCookies(written.split(";")[0])).toBe("America/Argentina/Buenos_Aires");
  });

  it("decides the style: the viewer's zone, the region's wording; the region's zone by default", () => {
    expect(dateStyleFor(INDIA, cookies("cm_tz=America%2FNew_York"))).toEqual({
      locale: "en-IN",
      timeZone: "America/New_York",
    });
    expect(dateStyleFor(ELSEWHERE, cookies("cm_tz=Asia%2FKolkata"))).toEqual({
      locale: "en-US",
      timeZone: "Asia/Kolkata",
    });
    expect(dateStyleFor(INDIA)).toEqual({ locale: "en-IN", timeZone: "Asia/Kolkata" });
    // The euro area reads dates as everyone outside India does.
    expect(dateStyleFor({ currency: "EUR" })).toEqual({ locale: "en-US", timeZone: "UTC" });
    expect(dateStyleFor(ELSEWHERE, cookies("cm_tz=nowhere"))).toEqual({
      locale: "en-US",
      timeZone: "UTC",
    });
  });
});

describe("dates in the viewer's zone", () => {
  const iso = "2026-11-21T03:30:00.000Z";

  it("prints the same instant on the viewer's calendar, naming the zone", () => {
    const newYork = dateStyleFor(ELSEWHERE, cookies("cm_tz=America%2FNew_York"));
    expect(formatDateTime(iso, newYork)).toBe("Nov 20, 2026, 10:30 PM EST");
    expect(formatDate(iso, newYork)).toBe("Nov 20, 2026");
    const india = dateStyleFor(INDIA);
    expect(formatDateTime(iso, india)).toBe("21 Nov 2026, 9:00 am IST");
    expect(formatDate(iso, india)).toBe("21 Nov 2026");
  });

  it("labels the zone for filters by day", () => {
    const at = new Date(iso);
    expect(zoneLabel({ locale: "en-US", timeZone: "America/New_York" }, at)).toBe("EST");
    expect(zoneLabel({ locale: "en-IN", timeZone: "Asia/Kolkata" }, at)).toBe("IST");
    expect(zoneLabel({ locale: "en-US", timeZone: "UTC" }, at)).toBe("UTC");
  });
});

describe("a zone the browser need not tell again (told without Intl)", () => {
  const inTokyo = () => vi.stubGlobal("Temporal", { Now: { timeZoneId: () => "Asia/Tokyo" } });
  const written = timeZoneCookie("Asia/Tokyo").split(";")[0]!;
  afterEach(() => vi.unstubAllGlobals());

  it("is settled when the page was printed in the browser's zone and the cookie names it", () => {
    inTokyo();
    expect(zoneSettled(written, "Asia/Tokyo")).toBe(true);
    expect(zoneSettled(`a=1; ${written}; b=2`, "Asia/Tokyo")).toBe(true);
  });

  it("is not when the page was printed in another zone (a first visit, a trip abroad)", () => {
    inTokyo();
    expect(zoneSettled(written, "Asia/Kolkata")).toBe(false);
    expect(zoneSettled(timeZoneCookie("Asia/Kolkata").split(";")[0]!, "Asia/Kolkata")).toBe(false);
  });

  it("is not when the cookie is missing, names another zone or only begins like it", () => {
    inTokyo();
    expect(zoneSettled("", "Asia/Tokyo")).toBe(false);
    expect(zoneSettled("cm_tz=UTC", "Asia/Tokyo")).toBe(false);
    expect(zoneSettled(`${written}x`, "Asia/Tokyo")).toBe(false);
    expect(zoneSettled(`x${written}`, "Asia/Tokyo")).toBe(false);
  });

  it("compares names as written: an alias goes to the full check", () => {
    vi.stubGlobal("Temporal", { Now: { timeZoneId: () => "Asia/Kolkata" } });
    expect(zoneSettled("cm_tz=Asia%2FCalcutta", "Asia/Calcutta")).toBe(false);
  });

  it("is never settled without Temporal", () => {
    vi.stubGlobal("Temporal", undefined);
    expect(zoneSettled(written, "Asia/Tokyo")).toBe(false);
  });
});
