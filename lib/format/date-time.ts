// Every date and time a screen prints goes through here. Server and browser must print the same
// text (the browser hydrates what the server rendered and loads more rows later), so the zone is
// never whichever machine renders: it is the viewer's, as the browser told it in a cookie, else
// the region's (lib/format/viewer-time-zone.ts). Times always name their zone.
import { CURRENCY_FACTS, type Currency } from "@/lib/money/currencies";
import { dateFormatter } from "./date-formatter";
import { timeZoneFromCookies } from "./viewer-time-zone";

/** The region's zone (its currency's timeZone), used until the viewer's browser has told its own. */
export function regionTimeZone(region: { currency: Currency }): string {
  return CURRENCY_FACTS[region.currency].timeZone;
}

export interface DateStyle {
  locale: string;
  timeZone: string;
}

/**
 * How dates read for this viewer: the region's wording (en-IN in India, en-US elsewhere: the
 * dateLocale of the currency the region pays in) in the viewer's time zone, from the request's
 * Cookie header when given, else the region's zone.
 */
export function dateStyleFor(
  region: { currency: Currency },
  request?: { get(name: string): string | null } | null,
): DateStyle {
  return {
    locale: CURRENCY_FACTS[region.currency].dateLocale,
    timeZone: timeZoneFromCookies(request?.get("cookie")) ?? regionTimeZone(region),
  };
}

/** The style of a render only a browser does (no server text to match): its own zone. */
export function browserDateStyle(locale = "en-IN"): DateStyle {
  return { locale, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC" };
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21 Nov 2026, 11:52 am IST" / "Nov 21, 2026, 6:22 AM UTC". */
export function formatDateTime(iso: string, style: DateStyle): string {
  const date = parse(iso);
  if (!date) return "Unknown date";
  return (
    dateFormatter(style.locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: style.timeZone,
    }).format(date) + ` ${zoneName(date, style)}`
  );
}

/** "9:00 am IST" / "10:30 PM EST": a time minutes away, such as a price's deadline. */
export function formatTime(iso: string, style: DateStyle): string {
  const date = parse(iso);
  if (!date) return "Unknown time";
  return (
    dateFormatter(style.locale, {
      timeStyle: "short",
      timeZone: style.timeZone,
    }).format(date) + ` ${zoneName(date, style)}`
  );
}

/** "21 Nov 2026" / "Nov 21, 2026". */
export function formatDate(iso: string, style: DateStyle): string {
  const date = parse(iso);
  if (!date) return "Unknown date";
  return dateFormatter(style.locale, {
    dateStyle: "medium",
    timeZone: style.timeZone,
  }).format(date);
}

/** "IST", "UTC", "EST": the zone's short name now, for labels such as the audit log's days. */
export function zoneLabel(style: DateStyle, at: Date = new Date()): string {
  return zoneName(at, style);
}

function zoneName(date: Date, style: DateStyle): string {
  const part = dateFormatter(style.locale, {
    timeZone: style.timeZone,
    timeZoneName: "short",
  })
    .formatToParts(date)
    .find((candidate) => candidate.type === "timeZoneName");
  return part?.value ?? style.timeZone;
}
