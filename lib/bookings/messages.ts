// Booking messages the API answers and the screens show, with coin counts grouped ("1,250").
import { formatCoins, formatCount } from "@/lib/format/coins";

/** docs/spec.md "Browse Services": 'You need N more coins to book this service.' */
export function shortByMessage(shortBy: number): string {
  return `You need ${formatCount(shortBy)} more coins to book this service.`;
}

export function priceChangedMessage(price: number): string {
  return `The price of this service has changed to ${formatCoins(price)}. Please check it and book again.`;
}

/** docs/spec.md "Browse Services": a second active booking of the same service. */
export const ALREADY_BOOKED = "You have already booked this service!";

/** A service that is not active, or whose organization is suspended, books nothing. */
export const NOT_BOOKABLE = "This service is not available for booking.";

/** How many times one user may cancel their booking of one service in 24 hours and book again. */
export const CANCELLATIONS_PER_DAY = 3;

/** The window in which a user may cancel one service CANCELLATIONS_PER_DAY times. */
export const CANCELLATION_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A wait of `seconds`, rounded up to whole hours (or minutes under an hour). */
function waitText(seconds: number): string {
  const [count, unit] =
    seconds >= 3600
      ? [Math.ceil(seconds / 3600), "hour"]
      : [Math.max(1, Math.ceil(seconds / 60)), "minute"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** The answer (429) to a booking after CANCELLATIONS_PER_DAY cancellations of the same service. */
export function tooManyCancellationsMessage(retryAfterSeconds: number): string {
  return `You have booked and cancelled this service ${CANCELLATIONS_PER_DAY} times in the last 24 hours. Please try again in ${waitText(retryAfterSeconds)}.`;
}

/** docs/spec.md section 8, "Booking": 'Booking Failed' (its description). */
export const BOOKING_FAILED_DESCRIPTION =
  "Unable to book the service. Please try again or contact support.";

/**
 * What a refused booking tells the user under 'Booking Failed': the server's own words when they
 * say what to do instead of trying again (429: booked and cancelled too often), else the spec's.
 */
export function bookingFailedDescription(failure: { code?: string; message: string }): string {
  return failure.code === "rate_limited" ? failure.message : BOOKING_FAILED_DESCRIPTION;
}
