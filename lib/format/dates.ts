// Dates as the account screens print them.

const monthYear = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  // The server renders these: UTC keeps the month the same whatever its time zone.
  timeZone: "UTC",
});

/** "March 2026". docs/spec.md's user stats fall back to January 2024 for a missing date. */
export function formatMonthYear(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return "January 2024";
  return monthYear.format(date);
}
