// Fixed-window counters in PostgreSQL (RateLimitBucket), so every app server shares them.
// One statement per hit: it starts a new window when the old one has passed. Each count or check
// is noted in the request's scope, so the answer can say how many requests are left
// (RateLimit-* headers, written by lib/api/route.ts).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/server/db/client";
import { recordCountedLimit } from "@/lib/server/http/request-scope";
import { metrics } from "@/lib/server/observability/metrics";

export interface RateLimitRule {
  /** Bucket name, e.g. "login-fail:account". */
  name: string;
  max: number;
  windowSeconds: number;
  message: string;
  /**
   * Never told to the caller (no RateLimit-* headers): a cap whose reaching must not show, as
   * the reset mails' (the answer stays the same past it).
   */
  secret?: boolean;
}

export interface RateLimitState {
  count: number;
  limited: boolean;
  retryAfterSeconds: number;
}

function bucketKey(rule: RateLimitRule, subject: string) {
  return `${rule.name}:${subject.toLowerCase()}`;
}

/** Notes the bucket's state in the request's scope: `used` hits of the rule's max so far. */
function note(
  rule: RateLimitRule,
  subject: string,
  { used, resetSeconds }: { used: number; resetSeconds: number },
): void {
  if (rule.secret) return;
  recordCountedLimit(bucketKey(rule, subject), {
    limit: rule.max,
    remaining: Math.max(0, rule.max - used),
    resetSeconds,
    windowSeconds: rule.windowSeconds,
  });
}

/** Counts one hit against the rule for this subject and says whether it is over the limit. */
export async function hit(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
  const rows = await db().$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt")
    VALUES (${bucketKey(rule, subject)}, 1, now(), now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."expiresAt" <= now() THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitBucket"."expiresAt" <= now() THEN now() ELSE "RateLimitBucket"."windowStart" END,
      "expiresAt" = CASE WHEN "RateLimitBucket"."expiresAt" <= now()
        THEN now() + make_interval(secs => ${rule.windowSeconds}) ELSE "RateLimitBucket"."expiresAt" END
    RETURNING "count", "windowStart"`;
  const row = rows[0];
  const count = row?.count ?? 1;
  // Never below 0: the database's clock reads to the microsecond, and a window that started in
  // this millisecond can come back rounded up to the next one (a Reset of 901 s for 900).
  const elapsed = row ? Math.max(0, (Date.now() - row.windowStart.getTime()) / 1000) : 0;
  const retryAfterSeconds = Math.max(1, Math.ceil(rule.windowSeconds - elapsed));
  note(rule, subject, { used: count, resetSeconds: retryAfterSeconds });
  return { count, limited: count > rule.max, retryAfterSeconds };
}

/** Whether the subject is already over the limit, without counting a hit. */
export async function isLimited(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
  const row = await db().rateLimitBucket.findUnique({ where: { key: bucketKey(rule, subject) } });
  if (!row || row.expiresAt <= new Date()) {
    // A window would start with the next hit: the whole allowance, for the whole window.
    note(rule, subject, { used: 0, resetSeconds: rule.windowSeconds });
    return { count: 0, limited: false, retryAfterSeconds: 0 };
  }
  const left = Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000);
  const retryAfterSeconds = Math.min(rule.windowSeconds, Math.max(1, left));
  note(rule, subject, { used: row.count, resetSeconds: retryAfterSeconds });
  return { count: row.count, limited: row.count >= rule.max, retryAfterSeconds };
}

/** The refusal of a request over `rule`'s limit; made only to be thrown, so counted here. */
export function rateLimitedError(rule: RateLimitRule, state: RateLimitState): AppError {
  metrics().rateLimitRefusals.inc({ limit: rule.name });
  return new AppError("rate_limited", rule.message, {
    details: { retryAfterSeconds: state.retryAfterSeconds },
  });
}

/** Counts a hit and throws 429 with the rule's message when over the limit. */
export async function enforce(rule: RateLimitRule, subject: string): Promise<void> {
  const state = await hit(rule, subject);
  if (state.limited) throw rateLimitedError(rule, state);
}

/** The subject of a per-account limit counted separately for each client address. */
export function accountAtAddress(account: string, address: string): string {
  return `${account}@@${address}`;
}

export async function resetLimit(rule: RateLimitRule, subject: string): Promise<void> {
  await db().rateLimitBucket.deleteMany({ where: { key: bucketKey(rule, subject) } });
  note(rule, subject, { used: 0, resetSeconds: rule.windowSeconds });
}
