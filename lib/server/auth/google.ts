// Google-type sign-in settings, and the role a new Google account gets (chosen on /signup and
// remembered in a short-lived cookie while the browser visits the identity provider).
import "server-only";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import type { SelfRegisterRole } from "@/lib/validations/auth";

export function isGoogleEnabled(): boolean {
  return Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
}

export const GOOGLE_INTENT_COOKIE = "cm_google_intent";
export const GOOGLE_INTENT_MAX_AGE_SECONDS = 10 * 60;

export function googleIntentCookie(role: SelfRegisterRole, secure: boolean): string {
  return [
    `${GOOGLE_INTENT_COOKIE}=${role}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${GOOGLE_INTENT_MAX_AGE_SECONDS}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The role a new Google account should get: only ever user or org, whatever the cookie says. */
export async function googleIntentRole(): Promise<SelfRegisterRole> {
  const value = (await cookies()).get(GOOGLE_INTENT_COOKIE)?.value;
  return value === "org" ? "org" : "user";
}
