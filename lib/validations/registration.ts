// Request bodies of signing up: POST /auth/register and Google sign-up's account-type intent.
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { ACCEPT_TERMS, CHOOSE_ACCOUNT_TYPE, signupSchema } from "./auth";
import { normalizeOrganizationName, organizationNameError } from "./organization-name";

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

/**
 * The account type chosen for a Google sign-up (terms required on sign-up), and an organization's
 * name, which an organization signing up gives first, as it would on the email form.
 */
export const googleIntentSchema = z
  .object({
    role: z.enum(["user", "org"], { message: CHOOSE_ACCOUNT_TYPE }).default("user"),
    source: z.enum(["login", "signup"]).default("login"),
    acceptTerms: z.boolean().default(false),
    organizationName: z.string().max(1000).optional(),
  })
  .superRefine((value, ctx) => {
    const nameError =
      value.source === "signup" && value.role === "org"
        ? organizationNameError(value.organizationName ?? "")
        : null;
    if (nameError) {
      ctx.addIssue({ code: "custom", message: nameError, path: ["organizationName"] });
    } else if (value.source === "signup" && !value.acceptTerms) {
      ctx.addIssue({ code: "custom", message: ACCEPT_TERMS, path: ["acceptTerms"] });
    }
  })
  .transform((value) => ({
    ...value,
    // Only a sign-up names an organization; signing in never renames one.
    organizationName:
      value.source === "signup" && value.role === "org"
        ? normalizeOrganizationName(value.organizationName ?? "")
        : null,
  }));
