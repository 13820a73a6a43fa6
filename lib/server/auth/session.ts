// Browser sessions: a random token in an httpOnly cookie, its SHA-256 in the Session table.
// The cookie carries Auth.js's name, so sessions made by the password login and by the Google
// flow (Auth.js with its database strategy) are one and the same kind.
import "server-only";
import { db } from "@/lib/server/db/client";
import { cookieValue } from "@/lib/server/http/cookies";
import { SECOND_STEP_MINUTES } from "@/lib/auth/second-factor";
import { recordSignIn } from "./sign-ins";
import { hashToken, newSecretToken } from "./tokens";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_COOKIE = "authjs.session-token";
/** Over HTTPS browsers only accept the __Secure- prefix with the Secure flag. */
const SECURE_SESSION_COOKIE = "__Secure-authjs.session-token";

function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Whether the request reached us over HTTPS (directly or through a proxy that says so). */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto");
  if (forwarded) return forwarded.split(",")[0]?.trim() === "https";
  return new URL(request.url).protocol === "https:";
}

/** Where a credential was issued: kept to name it on /settings. */
export interface IssuedFrom {
  address: string | null;
  userAgent: string | null;
}

/**
 * A browser session stamped with the credential generation the sign-in was checked against: if a
 * reset, password change or suspension bumped it meanwhile, the session never works. A session
 * awaiting its second step lives 10 minutes unless the step makes it whole.
 */
export async function createSession(
  userId: string,
  credentialVersion: number,
  options: { secondFactorPending: boolean; from: IssuedFrom },
): Promise<{ token: string; expires: Date }> {
  const token = newSecretToken();
  const lifetimeMs = options.secondFactorPending
    ? SECOND_STEP_MINUTES * 60 * 1000
    : SESSION_MAX_AGE_SECONDS * 1000;
  const expires = new Date(Date.now() + lifetimeMs);
  await db().session.create({
    data: {
      sessionToken: hashToken(token),
      userId,
      expires,
      credentialVersion,
      secondFactorPending: options.secondFactorPending,
      address: options.from.address,
      userAgent: options.from.userAgent,
    },
  });
  if (!options.secondFactorPending) await recordSignIn(userId);
  return { token, expires };
}

export async function deleteSession(token: string): Promise<void> {
  await db().session.deleteMany({ where: { sessionToken: hashToken(token) } });
}

/** Serialized Set-Cookie values: one that sets the session, one that clears both names. */
export function sessionSetCookie(token: string, expires: Date, secure: boolean): string {
  const parts = [
    `${sessionCookieName(secure)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Expires=${expires.toUTCString()}`,
    `Max-Age=${SESSION_MAX_AGE_SECONDS}`,
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearSessionCookies(secure: boolean): string[] {
  return [SESSION_COOKIE, SECURE_SESSION_COOKIE]
    .filter((name) => secure || name === SESSION_COOKIE)
    .map(
      (name) =>
        `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${name === SECURE_SESSION_COOKIE ? "; Secure" : ""}`,
    );
}

/** The session token a request carries, if any: a malformed one counts as none. */
export function sessionTokenFrom(cookieHeader: string | null): string | null {
  return cookieValue(cookieHeader, [SECURE_SESSION_COOKIE, SESSION_COOKIE]);
}
