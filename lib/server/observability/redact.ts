// What a log line may never carry: secrets, credentials, mail bodies and payout details. Applied
// to every object logged (pino's log formatter), at any depth, so a field added tomorrow under a
// telling name is hidden without anyone remembering to list its path.
import "server-only";

/** Keys whose values are hidden wherever they appear (case-insensitive, anywhere in the name). */
const SECRET_KEY =
  /pass(word|phrase)?|secret|token|authorization|cookie|api[-_]?key|credential|session|payout|iban|account[-_]?number|ifsc|(^|[_-])upi|upi([_-]?id)?$|vpa$|sealed|card/i;

/** Keys hidden only when the whole name matches: a mail's or request's content. */
const CONTENT_KEY = /^(text|html|body|details)$/i;

export const REDACTED = "[redacted]";

/** Deep enough for any line we write; deeper values are cut rather than walked forever. */
const MAX_DEPTH = 6;

function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key) || CONTENT_KEY.test(key);
}

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== "object") return value;
  // pino's error serializer reads these itself; their messages are ours, never a request's.
  if (value instanceof Error || value instanceof Date) return value;
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "[truncated]";
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  return scrubFields(value, depth, seen);
}

function scrubFields(fields: object, depth: number, seen: WeakSet<object>) {
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(fields)) {
    clean[key] = isSecretKey(key) ? REDACTED : scrub(item, depth + 1, seen);
  }
  return clean;
}

/** A copy of `fields` with every secret-named field's value replaced by "[redacted]". */
export function redact(fields: Record<string, unknown>): Record<string, unknown> {
  return scrubFields(fields, 0, new WeakSet([fields]));
}

/** `name: value`, `name=value` or `"name": "value"` in free text, as errors word their messages. */
const PAIR =
  /([A-Za-z_][\w-]*)(["']?\s*[:=]\s*)((?:Bearer|Basic)\s+\S+|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s"',;&)\]}]+)/g;

/** The password of a URL: `postgresql://user:password@host`. */
const URL_PASSWORD = /(\/\/[^/\s:@]+:)[^/\s@]+@/g;

/**
 * Text with the values of secret-named pairs and URL passwords replaced by "[redacted]": for
 * messages we do not write ourselves (a driver's error, Prisma's, which quotes a query's
 * arguments), whose text the field names above cannot reach.
 */
export function redactText(text: string): string {
  return text
    .replace(URL_PASSWORD, `$1${REDACTED}@`)
    .replace(PAIR, (pair, key: string, separator: string) =>
      isSecretKey(key) ? `${key}${separator}${REDACTED}` : pair,
    );
}
