// The catalogue's duration filter as spans of time: each choice is the range of durations, in
// milliseconds, that lib/bookings/expiry.ts's durationMs reads from a service's duration text
// ("2 weeks", "90 minutes"), the same span its bookings are due in. The database reads the text
// the same way (catalog_duration_ms in prisma/sql/catalog.sql; duration-sql.int.test.ts holds the
// two together), so a service is under "Up to 1 week" exactly when its bookings are due within a
// week. A text that names no span ("Per session") is under no choice.
import type { DurationFilter } from "@/modules/catalog/shared/validations-values";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A month as durationMs counts one. */
const MONTH_MS = 30 * DAY_MS;

/** Inclusive bounds in milliseconds; null: unbounded on that side. */
export interface DurationRange {
  shortest: number | null;
  longest: number | null;
}

const RANGES: Record<DurationFilter, DurationRange> = {
  day: { shortest: null, longest: DAY_MS },
  week: { shortest: null, longest: 7 * DAY_MS },
  month: { shortest: null, longest: MONTH_MS },
  longer: { shortest: MONTH_MS + 1, longest: null },
};

export function durationRange(filter: DurationFilter): DurationRange {
  return RANGES[filter];
}

/** Whether a duration of `ms` (null: names no span) is under the choice. */
export function withinDuration(ms: number | null, filter: DurationFilter): boolean {
  if (ms === null) return false;
  const { shortest, longest } = RANGES[filter];
  return (shortest === null || ms >= shortest) && (longest === null || ms <= longest);
}
