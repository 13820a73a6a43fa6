// Calendar months in a named time zone, for the admin dashboard's revenue by month: the last N
// months up to this one, each as its key ("2026-11") and the instant it begins (its first day's
// local midnight, lib/dashboard/calendar.ts). Pure, so the server's buckets and the tests'
// expectations come from the same code.
import { dayKeyOf, startOfZonedDay } from "./calendar";

import type { MonthKey } from "./month-names";

export interface MonthSpan {
  key: MonthKey;
  /** The instant the month begins in the zone. */
  start: Date;
}

/** The last `count` calendar months up to and including the current one, oldest first. */
export function lastMonths(now: Date, timeZone: string, count: number): MonthSpan[] {
  const [year = 1970, month = 1] = dayKeyOf(now, timeZone).split("-").map(Number);
  const months: MonthSpan[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    // Calendar arithmetic on a UTC date: month lengths and zones play no part.
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    const wall = { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: 1 };
    months.push({
      key: `${wall.year}-${String(wall.month).padStart(2, "0")}`,
      start: startOfZonedDay(wall, timeZone),
    });
  }
  return months;
}
