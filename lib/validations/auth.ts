// Validation of the account screens, in docs/spec.md section 5's order with its exact messages. Each
// `*Error` function returns the first broken rule as { field, message }; the zod schemas carry
// only that issue, at the field's path. Forms (lazyZodResolver, which loads this module when the
// form is first used) and route handlers parse the same schemas, so browser and server always say
// the same thing about the same field.
import { z } from "zod";
import { MAX_CALLBACK_URL_LENGTH, safeCallbackUrl } from "@/lib/auth/callback-url";
import { FILL_IN_ALL_FIELDS, loginError, normalizeEmail, type FieldError } from "./login";
import { normalizeOrganizationName, organizationNameError } from "./organization-name";
import {
  ACCEPT_TERMS,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  SELF_REGISTER_ROLES,
  type SelfRegisterRole,
} from "./auth-values";

// The login rule lives in ./login (no zod, for the sign-in page's browser code).
export { FILL_IN_ALL_FIELDS, loginError, normalizeEmail } from "./login";
export type { FieldError, LoginInput } from "./login";

// The limits and roles live in ./auth-values (no zod, for the screens' browser code).
export * from "./auth-values";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The most used passwords of public breach lists; an identity service refuses these as too weak.
const TOO_WEAK = new Set([
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "1234567890",
  "password",
  "password1",
  "qwerty",
  "qwerty123",
  "abc123",
  "111111",
  "000000",
  "123123",
  "iloveyou",
  "admin123",
  "letmein",
  "welcome",
  "monkey",
  "dragon",
  "football",
  "654321",
  "666666",
  "121212",
]);

export function isTooWeak(password: string): boolean {
  return TOO_WEAK.has(password.toLowerCase());
}

export function isEmailShape(value: string): boolean {
  return EMAIL_SHAPE.test(value) && value.length <= MAX_EMAIL_LENGTH;
}

function broken<F extends string>(field: F, message: string): FieldError<F> {
  return { field, message };
}

/**
 * Builds a zod schema whose only issue is the first broken rule `check` finds, at its field's
 * path, so a form (zodResolver) and the API's `issues` put it on that field.
 */
function checkedBy<T extends z.ZodRawShape>(
  shape: T,
  check: (value: z.output<z.ZodObject<T>>) => FieldError<Extract<keyof T, string>> | null,
) {
  return z.object(shape).superRefine((value, ctx) => {
    const error = check(value);
    if (error) ctx.addIssue({ code: "custom", message: error.message, path: [error.field] });
  });
}

/**
 * A text field a request must carry. Sent empty it breaks the screen's rule; left out it gets the
 * same message, so a caller hears the same whether or not its client dropped an empty field.
 */
function requiredText(whenMissing: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? whenMissing : undefined) });
}

export const CALLBACK_URL_REFUSED =
  "callbackUrl must be a path on this site, such as /payment?service=...";

/** A page to return to: only ever a path on this site (lib/auth/callback-url.ts). */
export const callbackUrlSchema = z
  .string({ error: CALLBACK_URL_REFUSED })
  .refine((value) => safeCallbackUrl(value) !== null, CALLBACK_URL_REFUSED)
  .meta({
    description: `A path on this site (at most ${MAX_CALLBACK_URL_LENGTH} characters) to return to after verifying the email and signing in; the verification link carries it.`,
    examples: ["/payment?service=Monthly%20Stay&price=100"],
  });

/** POST /auth/resend-verification: the page the new link should lead back to, if any. */
export const resendVerificationBodySchema = z.object({ callbackUrl: callbackUrlSchema.optional() });

// --- Login ---------------------------------------------------------------------------------

export const loginSchema = checkedBy(
  {
    email: requiredText(FILL_IN_ALL_FIELDS),
    password: requiredText(FILL_IN_ALL_FIELDS),
    /** An API client asks for a Bearer token; a browser gets the session cookie instead. */
    issueToken: z.boolean({ message: "issueToken must be true or false" }).optional(),
  },
  loginError,
).transform((value) => ({
  email: normalizeEmail(value.email),
  password: value.password,
  issueToken: value.issueToken === true,
}));

// --- Signup --------------------------------------------------------------------------------

export interface SignupInput {
  /** Asked of organization accounts only; the form shows it above the Google button. */
  organizationName: string;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  role: string;
}

export const CHOOSE_ACCOUNT_TYPE = "Choose an Individual User or an Organization account";
const FULL_NAME = "Please enter your full name";
const PASSWORDS_DIFFER = "Passwords do not match";
const NEW_PASSWORD = "Please enter a new password";
const RESET_LINK_INVALID = "Invalid or expired reset link";

export function signupError(input: SignupInput): FieldError<keyof SignupInput> | null {
  // The organization's name comes first on the form, right under the account type.
  const organizationName =
    input.role === "org" ? organizationNameError(input.organizationName) : null;
  if (organizationName) return broken("organizationName", organizationName);
  if (!input.name.trim()) return broken("name", FULL_NAME);
  if (!input.email.trim()) return broken("email", "Please enter your email");
  if (!input.password) return broken("password", "Please enter a password");
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    return broken("password", "Password must be at least 6 characters");
  }
  if (input.password !== input.confirmPassword) {
    return broken("confirmPassword", PASSWORDS_DIFFER);
  }
  if (!input.acceptTerms) return broken("acceptTerms", ACCEPT_TERMS);
  // Checks the spec leaves to the identity service, in the order it would report them.
  if (!isEmailShape(input.email.trim())) return broken("email", "Invalid email address");
  if (isTooWeak(input.password)) return broken("password", "Password is too weak");
  if (input.name.trim().length > MAX_NAME_LENGTH) {
    return broken("name", "Please enter a shorter name");
  }
  if (input.password.length > MAX_PASSWORD_LENGTH) {
    return broken("password", "Password is too long");
  }
  if (!SELF_REGISTER_ROLES.includes(input.role as SelfRegisterRole)) {
    return broken("role", CHOOSE_ACCOUNT_TYPE);
  }
  return null;
}

export const signupSchema = checkedBy(
  {
    organizationName: z.string().optional(),
    name: requiredText(FULL_NAME),
    email: requiredText("Please enter your email"),
    password: requiredText("Please enter a password"),
    confirmPassword: requiredText(PASSWORDS_DIFFER),
    acceptTerms: z.boolean({
      error: (issue) => (issue.input === undefined ? ACCEPT_TERMS : undefined),
    }),
    role: z.enum(SELF_REGISTER_ROLES, { message: CHOOSE_ACCOUNT_TYPE }).default("user"),
    /** The page the sign-up started from, to come back to after verifying and signing in. */
    callbackUrl: callbackUrlSchema.optional(),
  },
  (value) => signupError({ ...value, organizationName: value.organizationName ?? "" }),
).transform((value) => ({
  name: value.name.trim(),
  email: normalizeEmail(value.email),
  password: value.password,
  role: value.role,
  organizationName:
    value.role === "org" ? normalizeOrganizationName(value.organizationName ?? "") : null,
  callbackUrl: value.callbackUrl ?? null,
}));

// --- Forgot password -----------------------------------------------------------------------

export function forgotPasswordError(email: string): FieldError<"email"> | null {
  if (!email.trim()) return broken("email", "Please enter your email address");
  if (!isEmailShape(email.trim())) return broken("email", "Please enter a valid email address");
  return null;
}

export const forgotPasswordSchema = checkedBy(
  { email: requiredText("Please enter your email address") },
  (value) => forgotPasswordError(value.email),
).transform((value) => ({ email: normalizeEmail(value.email) }));

// --- Reset password ------------------------------------------------------------------------

export function resetPasswordError(
  password: string,
  confirmPassword: string,
): FieldError<"password" | "confirmPassword"> | null {
  if (!password) return broken("password", NEW_PASSWORD);
  if (password.length < MIN_PASSWORD_LENGTH) {
    return broken("password", "Password must be at least 6 characters long");
  }
  if (password !== confirmPassword) return broken("confirmPassword", PASSWORDS_DIFFER);
  if (password.length > MAX_PASSWORD_LENGTH) return broken("password", "Password is too long");
  if (isTooWeak(password)) {
    return broken("password", "Password is too weak. Please choose a stronger password.");
  }
  return null;
}

export const resetPasswordSchema = checkedBy(
  {
    oobCode: requiredText(RESET_LINK_INVALID),
    password: requiredText(NEW_PASSWORD),
    confirmPassword: z.string().optional(),
  },
  (value) => {
    if (!value.oobCode) return broken("oobCode", RESET_LINK_INVALID);
    // API callers may omit the confirmation; the form always sends it.
    return resetPasswordError(value.password, value.confirmPassword ?? value.password);
  },
);

export const oobCodeQuerySchema = z.object({
  oobCode: z
    .string()
    .min(1, RESET_LINK_INVALID)
    .meta({
      description: "The code of the reset link's `oobCode`.",
      examples: ["q7Xk2mP9vR4tY8wZ"],
    }),
});

// --- Profile and password change -----------------------------------------------------------

export function displayNameError(name: string): FieldError<"name"> | null {
  if (!name.trim()) return broken("name", FULL_NAME);
  if (name.trim().length > MAX_NAME_LENGTH) return broken("name", "Please enter a shorter name");
  return null;
}

export const profileUpdateSchema = checkedBy({ name: requiredText(FULL_NAME) }, (value) =>
  displayNameError(value.name),
).transform((value) => ({ name: value.name.trim() }));

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function changePasswordError(
  input: ChangePasswordInput,
): FieldError<keyof ChangePasswordInput> | null {
  if (!input.currentPassword) {
    return broken("currentPassword", "Please enter your current password");
  }
  if (!input.newPassword) return broken("newPassword", NEW_PASSWORD);
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) {
    return broken("newPassword", "Password must be at least 6 characters long");
  }
  if (input.newPassword !== input.confirmPassword) {
    return broken("confirmPassword", PASSWORDS_DIFFER);
  }
  if (input.newPassword.length > MAX_PASSWORD_LENGTH) {
    return broken("newPassword", "Password is too long");
  }
  if (isTooWeak(input.newPassword)) {
    return broken("newPassword", "Password is too weak. Please choose a stronger password.");
  }
  return null;
}

export const changePasswordSchema = checkedBy(
  {
    currentPassword: requiredText("Please enter your current password"),
    newPassword: requiredText(NEW_PASSWORD),
    confirmPassword: z.string().optional(),
  },
  (value) =>
    changePasswordError({ ...value, confirmPassword: value.confirmPassword ?? value.newPassword }),
);

export const emailOnlySchema = z.object({ email: z.string().default("") });

export const roleChangeSchema = z.object({
  role: z.enum(["user", "org", "admin"], { message: "Role must be user, org or admin" }),
});
