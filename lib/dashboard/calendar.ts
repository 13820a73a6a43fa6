// Calendar days and months in a named time zone (the viewer's, see lib/format/viewer-time-zone),
// for the organization dashboard's "this month", its daily earnings and day filters.
// Pure, so the server's boundaries and the tests' expectations are computed by the same code.
import { dateFormatter } from "@/lib/format/date-formatter";

/** "2026-11-23": a calendar day, as the database's to_char(..., 'YYYY-MM-DD') writes it. */
export type DayKey = string;

interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  return dateFormatter("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
}

/** The zone's wall-clock reading of an instant, as if it were UTC (milliseconds). */
function wallClockMs(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const local = new Date(wallClockMs(instant, timeZone));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The instant a calendar day begins in the zone (its local midnight). */
export function startOfZonedDay(day: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(day.year, day.month - 1, day.day);
  // The zone's offset at that moment; a second pass settles a day that starts across a DST change.
  let instant = asUtc - (wallClockMs(new Date(asUtc), timeZone) - asUtc);
  instant = asUtc - (wallClockMs(new Date(instant), timeZone) - instant);
  return new Date(instant);
}

/** The calendar month of `now` and the one before it, as the instants they begin. */
export function monthBoundaries(now: Date, timeZone: string): { thisMonth: Date; lastMonth: Date } {
  const today = wallClock(now, timeZone);
  const previous =
    today.month === 1 ? { year: today.year - 1, month: 12 } : { ...today, month: today.month - 1 };
  return {
    thisMonth: startOfZonedDay({ year: today.year, month: today.month, day: 1 }, timeZone),
    lastMonth: startOfZonedDay({ year: previous.year, month: previous.month, day: 1 }, timeZone),
  };
}

function keyOf(day: WallClock): DayKey {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** The calendar day an instant falls on in the zone. */
export function dayKeyOf(instant: Date, timeZone: string): DayKey {
  return keyOf(wallClock(instant, timeZone));
}

/**
 * The last `count` calendar days up to and including today in the zone, oldest first, and the
 * instant the first of them begins.
 */
export function lastDays(
  now: Date,
  timeZone: string,
  count: number,
): { days: DayKey[]; from: Date } {
  const today = wallClock(now, timeZone);
  // Calendar arithmetic on a UTC date: no zone offset or DST can skip or repeat a day here.
  const daysBack = (back: number): WallClock => {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  };
  const days: DayKey[] = [];
  for (let back = count - 1; back >= 0; back -= 1) days.push(keyOf(daysBack(back)));
  return { days, from: startOfZonedDay(daysBack(count - 1), timeZone) };
}

/**
 * The instants a calendar day ("2026-11-23") begins and the next one begins in the zone: a filter
 * by whole days in the viewer's zone (the audit log's From and To).
 */
export function zonedDayBounds(day: DayKey, timeZone: string): { start: Date; end: Date } {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return {
    start: startOfZonedDay({ year, month, day: date }, timeZone),
    end: startOfZonedDay(
      { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
      timeZone,
    ),
  };
}
