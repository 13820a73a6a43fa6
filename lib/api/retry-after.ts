// How long a refused (429) request must wait, in words: "Please try again later" alone left a
// locked-out person guessing. The wait comes from the answer: its body's
// `details.retryAfterSeconds` (every rate limit sets it), else its Retry-After header.
import { ApiClientError } from "./client";

/** The whole seconds a 429 asks to wait, or null when it does not say (or is no 429). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiClientError) || error.status !== 429) return null;
  const seconds = Number(error.details?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** "30 seconds", "1 minute", "15 minutes", "2 hours": rounded up, so it is never too soon. */
export function waitText(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (seconds < 60) return plural(seconds, "second");
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return plural(minutes, "minute");
  return plural(Math.ceil(minutes / 60), "hour");
}

/**
 * The refusal's message with its wait: "Too many failed attempts. Please try again in 15
 * minutes." The message alone when the answer gives no wait.
 */
export function withWait(error: ApiClientError): string {
  const seconds = retryAfterSeconds(error);
  if (seconds === null) return error.message;
  const wait = `in ${waitText(seconds)}`;
  const later = /try again later\.?$/i;
  return later.test(error.message)
    ? error.message.replace(later, `try again ${wait}.`)
    : `${error.message.replace(/\.?$/, ".")} Try again ${wait}.`;
}
