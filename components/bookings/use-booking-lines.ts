import type { DateStyle } from "@/lib/format/date-time";
import { laterModule } from "./use-later-module";

/**
 * The rows' words (booking-lines.ts), loaded right after the page rather than with it: the rows
 * the server rendered carry theirs, and only rows the API sends later (another tab, Load more, a
 * booking changed by an action) need them computed here, by which time they are in. Null until
 * then.
 */
export const useBookingLines = laterModule(() => import("./booking-lines"));

/**
 * A row's lines: those the server drew while they are in the zone the page now shows (after the
 * time-zone cookie's first visit the page is drawn again in the browser's zone, and the list
 * keeps its first rows), else computed here once the code is in, the drawn ones until then.
 */
export function currentLines<L extends { style: DateStyle }>(
  drawn: L | undefined,
  style: DateStyle,
  compute: (() => L) | null,
): L | null {
  const same =
    drawn && drawn.style.timeZone === style.timeZone && drawn.style.locale === style.locale;
  if (same) return drawn;
  return compute ? compute() : (drawn ?? null);
}
