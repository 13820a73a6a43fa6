import { describe, expect, it } from "vitest";
import { ApiClientError } from "./client";
import { retryAfterSeconds, waitText, withWait } from "./retry-after";

const locked = (seconds?: number) =>
  new ApiClientError(
    "Too many failed attempts. Please try again later",
    429,
    "rate_limited",
    seconds === undefined ? undefined : { retryAfterSeconds: seconds },
  );

describe("a 429's wait", () => {
  it("says how long, rounded up, in the refusal's own sentence", () => {
    expect(withWait(locked(895))).toBe("Too many failed attempts. Please try again in 15 minutes.");
    expect(withWait(locked(60))).toBe("Too many failed attempts. Please try again in 1 minute.");
    expect(withWait(locked(61))).toBe("Too many failed attempts. Please try again in 2 minutes.");
    expect(withWait(locked(1))).toBe("Too many failed attempts. Please try again in 1 second.");
  });

  it("adds the wait to a message without 'try again later'", () => {
    const other = new ApiClientError("Slow down", 429, "rate_limited", { retryAfterSeconds: 30 });
    expect(withWait(other)).toBe("Slow down. Try again in 30 seconds.");
  });

  it("keeps the message alone when the answer gives no wait, and reads none from other statuses", () => {
    expect(withWait(locked())).toBe("Too many failed attempts. Please try again later");
    const notFound = new ApiClientError("x", 404, "not_found", { retryAfterSeconds: 5 });
    expect(retryAfterSeconds(notFound)).toBeNull();
  });

  it("words hours for long waits", () => {
    expect(waitText(3600)).toBe("60 minutes");
    expect(waitText(2 * 3600)).toBe("2 hours");
  });
});
