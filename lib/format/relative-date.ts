// Dates as a person says them (docs/spec.md "User dashboard"): "Today", "Yesterday", "3 days ago" up
// to a week, then the date itself. Days are calendar days in the viewer's time zone (the one the
// rest of the screen prints times in), so a booking made at 11 pm is "Yesterday" one hour later.
import { dateFormatter } from "./date-formatter";
import { formatDate, type DateStyle } from "./date-time";

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/spec.md: "N days ago" up to this many days; older dates are printed as dates. */
const RELATIVE_DAYS_MAX = 7;

/** How many days after the Unix epoch the instant falls on, as a calendar in `timeZone` sees it. */
function dayNumber(date: Date, timeZone: string): number {
  const parts = dateFormatter("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return Math.round(Date.UTC(part("year"), part("month") - 1, part("day")) / DAY_MS);
}

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Calendar days from `now` back to `iso`: 0 the same day, 1 yesterday, negative for a later day.
 * Null when either date is not a date.
 */
export function calendarDaysBetween(
  iso: string,
  now: Date | string,
  style: DateStyle,
): number | null {
  const date = parse(iso);
  const today = parse(now);
  if (!date || !today) return null;
  return dayNumber(today, style.timeZone) - dayNumber(date, style.timeZone);
}

/**
 * "Today", "Yesterday", "N days ago" (2 to 7), else the date ("21 Nov 2026"). A later day than
 * today (a clock that runs ahead) is printed as its date rather than guessed at.
 */
export function relativeDay(iso: string, now: Date | string, style: DateStyle): string {
  const days = calendarDaysBetween(iso, now, style);
  if (days === null) return "Unknown date";
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days >= 2 && days <= RELATIVE_DAYS_MAX) return `${days} days ago`;
  return formatDate(iso, style);
}
