// The Idempotency-Key header of coin-moving requests, parsed with a schema like every other input:
// absent or empty means no key; otherwise 1 to 100 printable ASCII characters (no spaces), and
// anything else is a 400, never a value that stands for "invalid".
import { z } from "zod";

/** The same key for a different request: the key stands for the request that first used it. */
export const IDEMPOTENCY_KEY_REUSED =
  "This Idempotency-Key was already used for a different request. Use a new key for a new request.";

export const IDEMPOTENCY_KEY_INVALID = "Idempotency-Key must be 1 to 100 printable characters.";

export const idempotencyKeyHeader = z
  .string()
  .trim()
  .max(100, IDEMPOTENCY_KEY_INVALID)
  .regex(/^[\x21-\x7e]*$/, IDEMPOTENCY_KEY_INVALID)
  .meta({
    description:
      "A key you make for this request (a UUID): repeating the request with it answers the first result and does nothing twice.",
    examples: ["5b0c7c1e-8f0a-4d7e-9a51-2f8d3c6b9e14"],
  })
  .transform((key) => key || null);
