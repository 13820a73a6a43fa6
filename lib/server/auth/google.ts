// Google-type sign-in settings, and the role a new Google account gets (chosen on /signup and
// remembered in a short-lived cookie while the browser visits the identity provider), with the
// name an organization gave for itself.
import "server-only";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import type { SelfRegisterRole } from "@/lib/validations/auth";
import {
  normalizeOrganizationName,
  organizationNameError,
} from "@/lib/validations/organization-name";

export function isGoogleEnabled(): boolean {
  return Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
}

const GOOGLE_INTENT_COOKIE = "cm_google_intent";
const GOOGLE_INTENT_MAX_AGE_SECONDS = 10 * 60;

export interface GoogleIntent {
  role: SelfRegisterRole;
  /** The organization's name given on /signup; null for users (and for an older cookie). */
  organizationName: string | null;
}

/** `user`, `org`, or `org.<the name in base64url>`: cookie-safe whatever the name holds. */
function intentValue({ role, organizationName }: GoogleIntent): string {
  if (role !== "org" || !organizationName) return role;
  return `org.${Buffer.from(organizationName, "utf8").toString("base64url")}`;
}

export function googleIntentCookie(intent: GoogleIntent, secure: boolean): string {
  return [
    `${GOOGLE_INTENT_COOKIE}=${intentValue(intent)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${GOOGLE_INTENT_MAX_AGE_SECONDS}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * What a new Google account should be: only ever user or org, whatever the cookie says, and the
 * organization's name only if it passes the sign-up rule (the browser could send anything).
 */
export async function googleIntent(): Promise<GoogleIntent> {
  const value = (await cookies()).get(GOOGLE_INTENT_COOKIE)?.value ?? "";
  if (value !== "org" && !value.startsWith("org.")) return { role: "user", organizationName: null };
  const name = normalizeOrganizationName(
    Buffer.from(value.slice("org.".length), "base64url").toString("utf8"),
  );
  return { role: "org", organizationName: organizationNameError(name) ? null : name };
}
