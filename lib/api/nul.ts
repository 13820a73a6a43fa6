// PostgreSQL cannot store the NUL character (U+0000) in text or jsonb: a query carrying one
// fails inside the database. Requests are checked for it once, where they are parsed, so no
// route answers a 500 for it and none needs its own check.
import { AppError } from "./errors";

export const NUL_NOT_ALLOWED =
  "The request contains a NUL character (\\u0000), which is not allowed.";

/**
 * Whether any string in a parsed JSON value (keys included), however deep, holds a NUL. A loop
 * rather than recursion: a body of 100,000 nested arrays must not overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item !== null && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes("\u0000")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** A 400 with one clear message when the input carries a NUL anywhere. */
export function refuseNul(value: unknown): void {
  if (containsNul(value)) throw AppError.badRequest(NUL_NOT_ALLOWED);
}
