// Authorization for /api/v1 routes: every route declares who may call it and checks it itself,
// whatever the proxy did. Cookie sessions get an Origin check on state-changing methods (CSRF),
// and so do the sign-ins that set the cookie (login CSRF); Bearer tokens are never sent by
// browsers on their own, so they need none.
import type { Audience } from "@/lib/auth/permissions";
import { resolveCaller, type Caller } from "@/lib/server/auth/caller";
import { ACCOUNT_SUSPENDED } from "@/lib/server/auth/login";
import { isSecureRequest } from "@/lib/server/auth/session";
import { appOrigin } from "@/lib/server/http/app-url";
import {
  mustEnrolFirst,
  requireFreshProof,
  secondFactorRequired,
} from "@/lib/server/second-factor/proof";
import { SECOND_FACTOR_MESSAGES } from "@/lib/auth/second-factor";
import { AppError } from "@/lib/errors/app-error";

type RouteAuth = Audience;

export interface AuthOptions {
  auth: RouteAuth;
  /** Routes an account may use before verifying its email (profile, resend, logout...). */
  allowUnverified?: boolean;
  /**
   * Before the second factor: "pending" routes serve a sign-in whose second step is not done
   * (the step itself, signing out); "enrolment" routes serve an admin who has no second factor
   * yet (setting one up). Every other route refuses both.
   */
  secondStep?: "pending" | "enrolment";
  /** Moves money or power: needs a second factor given in the last 10 minutes. */
  freshProof?: boolean;
}

export const EMAIL_NOT_VERIFIED = "Please verify your email address to continue.";
export const CROSS_SITE_REFUSED = "Cross-site request refused.";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** "https://host:port" as written, with a default port dropped; null when it is no URL. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origins our own pages have: the public origin (APP_URL, so a TLS proxy that does not say
 * X-Forwarded-Proto still counts) and the one this request reached: the scheme the edge
 * resolved, the host and port the browser asked for. Scheme and port count: http://host and
 * https://host are different sites to a browser, and https://host may be someone else's server.
 */
function ownOrigins(request: Request): string[] {
  const host =
    request.headers.get("x-forwarded-host") ??
    request.headers.get("host") ??
    new URL(request.url).host;
  const scheme = isSecureRequest(request) ? "https" : "http";
  return [originOf(appOrigin()), originOf(`${scheme}://${host}`)].filter(
    (origin): origin is string => origin !== null,
  );
}

/**
 * A change that sets or uses a cookie must come from our own pages. Callers that send neither
 * Origin nor Sec-Fetch-Site are not browsers (curl, API clients) and pass: a browser sends one.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (origin) {
    const sent = originOf(origin);
    if (!sent || !ownOrigins(request).includes(sent)) throw AppError.forbidden(CROSS_SITE_REFUSED);
    return;
  }
  // Browsers that send no Origin still say where a request came from.
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    throw AppError.forbidden(CROSS_SITE_REFUSED);
  }
}

export async function authorize(request: Request, options: AuthOptions): Promise<Caller | null> {
  const caller = await resolveCaller(request.headers);
  if (options.auth === "public") {
    if (caller?.via === "session") assertSameOrigin(request);
    // A sign-in halfway through its second step is nobody yet.
    return caller?.user.isActive && !caller.secondStep.pending ? caller : null;
  }
  if (!caller) throw AppError.unauthorized();
  if (!caller.user.isActive) throw new AppError("account_suspended", ACCOUNT_SUSPENDED);
  if (caller.via === "session") assertSameOrigin(request);
  if (caller.secondStep.pending && options.secondStep !== "pending") {
    throw new AppError("second_factor_pending", SECOND_FACTOR_MESSAGES.pending);
  }
  if (!caller.user.emailVerified && !options.allowUnverified) {
    throw new AppError("email_not_verified", EMAIL_NOT_VERIFIED);
  }
  if (Array.isArray(options.auth) && !options.auth.includes(caller.user.role)) {
    throw AppError.forbidden();
  }
  if (mustEnrolFirst(caller.user) && !options.secondStep) throw secondFactorRequired();
  if (options.freshProof) requireFreshProof(caller);
  return caller;
}
