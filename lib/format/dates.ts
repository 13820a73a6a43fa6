// Dates as the account screens print them.
import { dateFormatter } from "./date-formatter";

/** "March 2026". docs/spec.md's user stats fall back to January 2024 for a missing date. */
export function formatMonthYear(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return "January 2024";
  // The server renders these: UTC keeps the month the same whatever its time zone.
  return dateFormatter("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
