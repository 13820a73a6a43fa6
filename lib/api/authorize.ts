// Authorization for /api/v1 routes: every route declares who may call it and checks it itself,
// whatever the proxy did. Cookie sessions get an Origin check on state-changing methods (CSRF);
// Bearer tokens are never sent by browsers on their own, so they need none.
import type { Audience } from "@/lib/auth/permissions";
import { resolveCaller, type Caller } from "@/lib/server/auth/caller";
import { ACCOUNT_SUSPENDED } from "@/lib/server/auth/login";
import { AppError } from "./errors";

export type RouteAuth = Audience;

export interface AuthOptions {
  auth: RouteAuth;
  /** Routes an account may use before verifying its email (profile, resend, logout...). */
  allowUnverified?: boolean;
}

export const EMAIL_NOT_VERIFIED = "Please verify your email address to continue.";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A cookie-authenticated change must come from our own pages. */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (origin) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw AppError.forbidden("Cross-site request refused.");
    }
    if (!host || originHost !== host) throw AppError.forbidden("Cross-site request refused.");
    return;
  }
  // Browsers that send no Origin still say where a request came from.
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    throw AppError.forbidden("Cross-site request refused.");
  }
}

export async function authorize(request: Request, options: AuthOptions): Promise<Caller | null> {
  const caller = await resolveCaller(request.headers);
  if (options.auth === "public") {
    if (caller?.via === "session") assertSameOrigin(request);
    return caller?.user.isActive ? caller : null;
  }
  if (!caller) throw AppError.unauthorized();
  if (!caller.user.isActive) throw new AppError("account_suspended", ACCOUNT_SUSPENDED);
  if (caller.via === "session") assertSameOrigin(request);
  if (!caller.user.emailVerified && !options.allowUnverified) {
    throw new AppError("email_not_verified", EMAIL_NOT_VERIFIED);
  }
  if (Array.isArray(options.auth) && !options.auth.includes(caller.user.role)) {
    throw AppError.forbidden();
  }
  return caller;
}
