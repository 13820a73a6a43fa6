// How long ago a notification happened, as a person says it: "Just now", "5 minutes ago",
// "3 hours ago", then the calendar's words ("Yesterday", "3 days ago", the date) of
// lib/format/relative-date.ts. The exact time, in the viewer's zone, is the element's title.
import type { DateStyle } from "@/lib/format/date-time";
import { calendarDaysBetween, relativeDay } from "@/lib/format/relative-date";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/** "Just now", "1 minute ago", "3 hours ago" (the same day), else relativeDay's words. */
export function relativeTime(iso: string, now: Date, style: DateStyle): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return "Unknown date";
  const elapsed = now.getTime() - at;
  // A clock that runs a little ahead of the server's still reads as "now".
  if (elapsed < MINUTE_MS) return "Just now";
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), "minute");
  if (calendarDaysBetween(iso, now, style) === 0) return ago(Math.floor(elapsed / HOUR_MS), "hour");
  return relativeDay(iso, now, style);
}
