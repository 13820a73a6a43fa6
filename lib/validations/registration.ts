// Request bodies of signing up: POST /auth/register and Google sign-up's account-type intent.
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { ACCEPT_TERMS, CHOOSE_ACCOUNT_TYPE, signupSchema } from "./auth";

export const ADMIN_SELF_REGISTRATION = "Admin accounts cannot be created by signing up.";

/**
 * Only user and org accounts can sign up: an attempt to sign up as admin is refused outright
 * (403), before any other validation.
 */
export const registrationBodySchema = z
  .unknown()
  .transform((raw) => {
    if (typeof raw === "object" && raw !== null && "role" in raw && raw.role === "admin") {
      throw new AppError("forbidden", ADMIN_SELF_REGISTRATION);
    }
    return raw;
  })
  .pipe(signupSchema);

/** The account type chosen for a Google sign-up (terms required on sign-up). */
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
