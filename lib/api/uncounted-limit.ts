// A rate-limited route that refuses a request before counting it (bad input, a wrong media type,
// no credential) still says where the caller stands: the first limit the route counts, read and
// not counted, goes into the answer's RateLimit-* headers (answer-headers.ts), which the document
// promises on every answer of the route. A per-account limit is read for the signed-in caller; to
// a caller without an account it is the whole allowance, none of which it has used.
import { RULES } from "@/lib/server/rate-limit/rules";
import { isLimited, type RateLimitRule } from "@/lib/server/rate-limit/rate-limit";
import {
  runInRequestScope,
  tightestLimit,
  type RequestScope,
} from "@/lib/server/http/request-scope";
import { ORDER_RULES } from "@/lib/server/payments/order-limits";
import { UPLOAD_RULES } from "@/lib/server/uploads/upload-limits";
import { authRoutes } from "./registry/auth";
import { secondFactorRoutes } from "./registry/auth-second-factor";
import type { RouteDefinition } from "./registry/define";
import { notificationsRoutes } from "./registry/notifications";
import { orgBookingsRoutes } from "./registry/org-bookings";
import { paymentsRoutes } from "./registry/payments";
import { uploadsRoutes } from "./registry/uploads";
import { bookingsRoutes } from "./registry/users-bookings";

interface FirstLimit {
  rule: RateLimitRule;
  /** Whose count it is: the client address's, or the signed-in account's. */
  per: "address" | "account";
}

/** Each route that declares `rateLimit`, with the limit it counts first (the broadest). */
export const FIRST_LIMITS: ReadonlyMap<RouteDefinition, FirstLimit> = new Map<
  RouteDefinition,
  FirstLimit
>([
  [authRoutes.register, { rule: RULES.signupPerAddress, per: "address" }],
  [authRoutes.login, { rule: RULES.loginPerAddress, per: "address" }],
  [authRoutes.forgotPassword, { rule: RULES.forgotPerAddress, per: "address" }],
  [authRoutes.resendVerification, { rule: RULES.resendPerAddress, per: "address" }],
  [authRoutes.changePassword, { rule: RULES.changePasswordFailures, per: "account" }],
  [secondFactorRoutes.verify, { rule: RULES.secondFactorAttempts, per: "account" }],
  [paymentsRoutes.createOrder, { rule: ORDER_RULES.perAddress, per: "address" }],
  [uploadsRoutes.image, { rule: UPLOAD_RULES.perAddress, per: "address" }],
  [uploadsRoutes.attachment, { rule: UPLOAD_RULES.perAddress, per: "address" }],
  [bookingsRoutes.sendMessage, { rule: RULES.messagesPerSender, per: "account" }],
  [orgBookingsRoutes.sendMessage, { rule: RULES.messagesPerSender, per: "account" }],
  [notificationsRoutes.unsubscribe, { rule: RULES.unsubscribePerAddress, per: "address" }],
]);

/**
 * Notes the route's first limit into `scope` when the request counted none, without counting
 * it. A failure to read it leaves the answer as it is: the refusal matters more than its headers.
 */
export async function noteUncountedLimit(
  route: RouteDefinition,
  scope: RequestScope,
): Promise<void> {
  const first = route.rateLimit ? FIRST_LIMITS.get(route) : undefined;
  if (!first || tightestLimit(scope)) return;
  const subject = first.per === "address" ? scope.address : scope.actorId;
  const { rule } = first;
  if (!subject) {
    const { max, windowSeconds } = rule;
    scope.rateLimits ??= new Map();
    scope.rateLimits.set(rule.name, {
      limit: max,
      remaining: max,
      resetSeconds: windowSeconds,
      windowSeconds,
    });
    return;
  }
  await runInRequestScope(scope, () => isLimited(rule, subject)).catch(() => undefined);
}
