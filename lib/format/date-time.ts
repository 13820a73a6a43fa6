// Dates and times of money movements. Server and browser must print the same text (the browser
// hydrates what the server rendered and loads more rows later), so the time zone is fixed by the
// payer's region instead of taken from whichever machine renders: India Standard Time in India,
// UTC elsewhere, always named.

export interface DateStyle {
  locale: string;
  timeZone: string;
}

export function dateStyleFor(region: { isIndia: boolean }): DateStyle {
  return region.isIndia
    ? { locale: "en-IN", timeZone: "Asia/Kolkata" }
    : { locale: "en-US", timeZone: "UTC" };
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
    new Intl.DateTimeFormat(style.locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: style.timeZone,
    }).format(date) + ` ${zoneName(date, style)}`
  );
}

/** "21 Nov 2026" / "Nov 21, 2026". */
export function formatDate(iso: string, style: DateStyle): string {
  const date = parse(iso);
  if (!date) return "Unknown date";
  return new Intl.DateTimeFormat(style.locale, {
    dateStyle: "medium",
    timeZone: style.timeZone,
  }).format(date);
}

function zoneName(date: Date, style: DateStyle): string {
  const part = new Intl.DateTimeFormat(style.locale, {
    timeZone: style.timeZone,
    timeZoneName: "short",
  })
    .formatToParts(date)
    .find((candidate) => candidate.type === "timeZoneName");
  return part?.value ?? style.timeZone;
}
