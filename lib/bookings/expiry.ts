// When a booking is due: the service's duration ("2 weeks", "90 minutes", "3 days, 2 nights")
// after it was booked, and never before the user's cancellation window has closed. If the
// organization has not delivered by then, every coin goes back to the customer. Durations that
// name no span of time ("Per session", "One-time delivery") give no date here: the booking is due
// after the platform's default number of days (PlatformSettings.defaultDueDays).

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Users may cancel within this long after booking (organizations at any time while active). */
export const CANCELLATION_WINDOW_MS = DAY_MS;

const UNIT_MS: Record<string, number> = {
  minute: 60 * 1000,
  min: 60 * 1000,
  hour: HOUR_MS,
  hr: HOUR_MS,
  day: DAY_MS,
  night: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
  year: 365 * DAY_MS,
};

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  half: 0.5,
};

// "<amount> [working] <unit>[s]": the first such span in the text counts.
const SPAN =
  /(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half)[\s-]+(?:working\s+)?(minute|min|hour|hr|day|night|week|month|year)s?\b/i;

/** The length of a service's duration text in milliseconds, or null when it names no span. */
export function durationMs(duration: string | null | undefined): number | null {
  const match = duration ? SPAN.exec(duration) : null;
  if (!match) return null;
  const [, amountText = "", unitText = ""] = match;
  const amount = NUMBER_WORDS[amountText.toLowerCase()] ?? Number(amountText);
  const unit = UNIT_MS[unitText.toLowerCase()];
  if (!unit || !Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * unit);
}

/** When a booking made at `bookedAt` of a service with this duration is due, if it says. */
export function bookingDueAt(bookedAt: Date, duration: string | null | undefined): Date | null {
  const span = durationMs(duration);
  if (span === null) return null;
  return new Date(bookedAt.getTime() + Math.max(span, CANCELLATION_WINDOW_MS));
}
