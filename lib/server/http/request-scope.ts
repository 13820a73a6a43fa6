// Who is asking, for the length of one API request: the audit log reads it wherever an entry is
// written (a domain function or the ledger's writer), so every entry carries its request id,
// address and the role its actor acted as without each call passing them along. The rate limits
// the request counted are written back into it, for the answer's RateLimit-* headers (the domain
// never reaches for the HTTP layer; lib/api/route.ts reads them when it answers).
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** One rate limit as the request left it: what a client needs to pace itself. */
export interface CountedLimit {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and `remaining` is back to `limit`. */
  resetSeconds: number;
  /** The window's whole length, in seconds. */
  windowSeconds: number;
}

export interface RequestScope {
  requestId: string;
  address: string;
  actorId: string | null;
  actorRole: string | null;
  /** The limits counted or checked so far, by bucket; the latest state of each wins. */
  rateLimits?: Map<string, CountedLimit>;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The current API request's scope; undefined outside one (scripts, the sweep, sign-in pages). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Notes a limit's state for the current request; nothing outside one. */
export function recordCountedLimit(bucket: string, counted: CountedLimit): void {
  const scope = storage.getStore();
  if (!scope) return;
  scope.rateLimits ??= new Map();
  scope.rateLimits.set(bucket, counted);
}

/**
 * The limit closest to refusing: fewest requests left, then the longest wait. Null when the
 * request counted none.
 */
export function tightestLimit(scope: RequestScope): CountedLimit | null {
  let tightest: CountedLimit | null = null;
  for (const counted of scope.rateLimits?.values() ?? []) {
    if (
      !tightest ||
      counted.remaining < tightest.remaining ||
      (counted.remaining === tightest.remaining && counted.resetSeconds > tightest.resetSeconds)
    ) {
      tightest = counted;
    }
  }
  return tightest;
}
