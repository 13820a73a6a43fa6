// The id of one API request: on its answer's X-Request-Id, its log line, its trace and every audit
// entry it writes. A caller may send its own so that its logs and ours meet, but the header is the
// caller's to write: an id is kept only when it is a short token of safe characters, so it can
// neither bloat an answer, a log line or an audit row nor carry markup or separators into them.
import "server-only";
import { randomUUID } from "node:crypto";

/** A caller's id is kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-`. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is safe to keep, otherwise a new UUID. */
export function requestIdFrom(headers: Headers): string {
  return requestIdOf(headers.get("x-request-id"));
}

/** The same, from the header's value as it came (absent, or several joined). */
export function requestIdOf(sent: string | null | undefined): string {
  return sent != null && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}
