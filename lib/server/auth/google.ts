// Google-type sign-in settings, and the role a new Google account gets (chosen on /signup and
// remembered in a short-lived cookie while the browser visits the identity provider).
import "server-only";
import { z } from "zod";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { ACCEPT_TERMS, CHOOSE_ACCOUNT_TYPE, type SelfRegisterRole } from "@/lib/validations/auth";

export function isGoogleEnabled(): boolean {
  return Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
}

export const GOOGLE_INTENT_COOKIE = "cm_google_intent";
export const GOOGLE_INTENT_MAX_AGE_SECONDS = 10 * 60;

export const googleIntentSchema = z
  .object({
    role: z.enum(["user", "org"], { message: CHOOSE_ACCOUNT_TYPE }).default("user"),
    source: z.enum(["login", "signup"]).default("login"),
    acceptTerms: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.source === "signup" && !value.acceptTerms) {
      ctx.addIssue({ code: "custom", message: ACCEPT_TERMS, path: ["acceptTerms"] });
    }
  });

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
