// /api/v1/auth: sign-up, sign-in, recovery, verification and the signed-in account itself.
import { z } from "zod";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { accountSchema, noData } from "@/lib/schemas/common";
import { loginAnswerSchema } from "@/lib/schemas/login";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  oobCodeQuerySchema,
  profileUpdateSchema,
  resendVerificationBodySchema,
  resetPasswordSchema,
  signupSchema,
} from "@/lib/validations/auth";
import { googleIntentSchema, registrationBodySchema } from "@/lib/validations/registration";
import { verifyEmailBodySchema } from "@/lib/validations/verify-email";
import { defineRoute } from "./define";

export const profileRead = {
  tag: "Accounts",
  method: "GET",
  permission: "account.read",
  allowUnverified: true,
  secondStep: "enrolment",
  summary: "The signed-in account",
  response: accountSchema,
} as const;

export const profileUpdate = {
  tag: "Accounts",
  method: "PUT",
  permission: "account.update",
  allowUnverified: true,
  summary: "Change the display name",
  body: profileUpdateSchema.meta({
    description: "The new display name.",
    examples: [{ name: "Ada King" }],
  }),
  response: accountSchema,
} as const;

export const authRoutes = {
  register: defineRoute({
    method: "POST",
    path: "/api/v1/auth/register",
    tag: "Accounts",
    summary: "Create a user or organization account",
    description:
      "Sends the verification email. An organization account needs `organizationName` (the name its public page and its services show; 'Please enter your organization's name'). Admin accounts cannot sign up (403). The message says 'Account created! Please check your email to verify your account'. An email that already has an account gets the same answer (201, the same message and fields) and no account is made: the address's owner is mailed instead, with links to sign in and to reset the password (at most 3 such mails an hour), so the answer never tells which emails have accounts.",
    permission: "auth.register",
    body: registrationBodySchema,
    documentedBody: signupSchema.meta({
      description: "The sign-up form's fields; organizationName only for an organization.",
      examples: [
        {
          role: "org",
          organizationName: "Lovelace Analytics",
          name: "Ada Lovelace",
          email: "ada@example.com",
          password: "analytical-engine",
          confirmPassword: "analytical-engine",
          acceptTerms: true,
        },
      ],
    }),
    response: z.object({ user: accountSchema }),
    statuses: [201],
    created: {
      created: "The new account. Location: the signed-in account's profile.",
      location: () => "/api/v1/auth/profile",
    },
    rateLimit: "Sign-ups from one client address.",
    errors: ["rate_limited"],
  }),
  login: defineRoute({
    method: "POST",
    path: "/api/v1/auth/login",
    tag: "Accounts",
    summary: "Sign in with email and password",
    description:
      "A browser gets a session cookie and a signed device cookie (HttpOnly, one year): the answer's `credential` is `cookie`. An API client sends `issueToken: true` and gets a Bearer token (30 days) instead, and no cookie: `credential` is `token`, and `token` and `expiresAt` are there. Limits (429 'Too many failed attempts. Please try again later'): 5 failed attempts for one account from one source in 15 minutes, 100 attempts from one source; and 100 for one account from every address it has never signed in from. A source is the browser when its device cookie has signed in to the account before, else the client address: a flood from elsewhere never refuses the owner's own browser or address.",
    permission: "auth.login",
    body: loginSchema.meta({
      description:
        "The account's email and password; issueToken: true for a Bearer token instead of a cookie.",
      examples: [{ email: "ada@example.com", password: "analytical-engine", issueToken: true }],
    }),
    response: loginAnswerSchema,
    rateLimit:
      "Attempts from one source, failed attempts for one account from one source, and failed attempts for one account from sources it does not know.",
    errors: ["invalid_credentials", "account_suspended", "rate_limited"],
  }),
  logout: defineRoute({
    method: "POST",
    path: "/api/v1/auth/logout",
    tag: "Accounts",
    summary: "End this session, or revoke the Bearer token this request used",
    permission: "account.signOut",
    allowUnverified: true,
    secondStep: "pending",
    response: noData,
  }),
  forgotPassword: defineRoute({
    method: "POST",
    path: "/api/v1/auth/forgot-password",
    tag: "Accounts",
    summary: "Email a password reset link",
    description:
      "Answers the same for an unknown email, in the same time. Each request mails a link of its own (valid 1 hour); earlier links keep working until one of them is used. Limits (429 'Too many requests. Please try again later'): 3 requests for one account from one source an hour, 30 from one source. At most 10 reset mails an hour go to one account, whoever asks, and at most 5 of them for requests from addresses and browsers it has never signed in from (afresh once a link from the mail is opened): past either the answer is the same and no mail is sent.",
    permission: "auth.recover",
    body: forgotPasswordSchema.meta({
      description: "The account's email.",
      examples: [{ email: "ada@example.com" }],
    }),
    response: noData,
    rateLimit: "Requests from one source, and for one account from one source.",
    errors: ["rate_limited"],
  }),
  checkResetCode: defineRoute({
    method: "GET",
    path: "/api/v1/auth/reset-password",
    tag: "Accounts",
    summary: "Check a reset code; answers the account's email",
    permission: "auth.recover",
    query: oobCodeQuerySchema,
    response: z.object({ email: z.string() }),
    errors: ["expired_action_code", "invalid_action_code"],
  }),
  resetPassword: defineRoute({
    method: "POST",
    path: "/api/v1/auth/reset-password",
    tag: "Accounts",
    summary: "Set a new password with a reset code",
    description:
      "Signs the account out everywhere; the code works once, and using it voids the account's other reset links.",
    permission: "auth.recover",
    body: resetPasswordSchema.meta({
      description: "The code of the emailed link and the new password (confirmPassword optional).",
      examples: [
        {
          oobCode: "q7Xk2mP9vR4tY8wZ",
          password: "difference-engine",
          confirmPassword: "difference-engine",
        },
      ],
    }),
    response: noData,
    errors: ["expired_action_code", "invalid_action_code"],
  }),
  verifyEmail: defineRoute({
    method: "GET",
    path: "/api/v1/auth/verify-email",
    tag: "Accounts",
    summary: "The link of the verification email",
    description:
      "Verifies the address, then redirects (303) to /verify-email with the outcome and the link's callbackUrl.",
    permission: "auth.verifyEmail",
    query: z.object({
      // A link without its token reads as a broken one: the page says the link is invalid.
      token: z
        .string()
        .max(200)
        .optional()
        .meta({ description: "The token of the emailed link.", examples: ["q7Xk2mP9vR4tY8wZ"] })
        .transform((token) => token ?? ""),
      // A link edited to lead off the site still verifies; it just leads nowhere else.
      callbackUrl: z
        .string()
        .optional()
        .meta({
          description:
            "The page the sign-up started from, passed on to /verify-email when it is a path on this site (else dropped).",
          examples: ["/payment?service=Monthly%20Stay&price=100"],
        })
        .transform((callbackUrl) => safeCallbackUrl(callbackUrl)),
    }),
    response: noData,
    statuses: [303],
    redirect: true,
  }),
  verifyEmailJson: defineRoute({
    method: "POST",
    path: "/api/v1/auth/verify-email",
    tag: "Accounts",
    summary: "Verify an email address with the token of its link",
    description:
      "For API clients: the same check as the emailed link (GET), answered in JSON. 200 with `outcome` `verified` (now) or `already` (before). A link that expired is 400 `expired_action_code`; an unknown or used one, or one replaced by a newer email, is 400 `invalid_action_code`; `details.outcome` says which (`expired`, `invalid`, `superseded`), as the verify page's status does.",
    permission: "auth.verifyEmail",
    body: verifyEmailBodySchema,
    response: z.object({ outcome: z.enum(["verified", "already"]) }),
    errors: ["expired_action_code", "invalid_action_code"],
  }),
  resendVerification: defineRoute({
    method: "POST",
    path: "/api/v1/auth/resend-verification",
    tag: "Accounts",
    summary: "Send a new verification link",
    description:
      "Voids the links sent before. With `callbackUrl` (a path on this site) the new link leads back to that page, as a sign-up's does.",
    permission: "account.update",
    allowUnverified: true,
    body: resendVerificationBodySchema,
    response: noData,
    rateLimit:
      "Requests from one client address, for one account from one address, and for one account.",
    errors: ["rate_limited"],
  }),
  changePassword: defineRoute({
    method: "POST",
    path: "/api/v1/auth/change-password",
    tag: "Accounts",
    summary: "Change the password",
    description: "Every other session and token of the account ends.",
    permission: "account.update",
    allowUnverified: true,
    body: changePasswordSchema.meta({
      description: "The current password and the new one (confirmPassword optional).",
      examples: [
        {
          currentPassword: "analytical-engine",
          newPassword: "difference-engine",
          confirmPassword: "difference-engine",
        },
      ],
    }),
    response: noData,
    rateLimit: "Wrong current passwords for the account.",
    errors: ["invalid_credentials", "rate_limited"],
  }),
  setup: defineRoute({
    method: "POST",
    path: "/api/v1/auth/setup",
    tag: "Accounts",
    summary: "Finish an account that is missing a piece (an organization's profile)",
    permission: "account.setup",
    response: accountSchema,
  }),
  googleIntent: defineRoute({
    method: "POST",
    path: "/api/v1/auth/google/intent",
    tag: "Accounts",
    summary: "Remember the account type (and an organization's name) chosen for a Google sign-up",
    description:
      "Sets a short-lived cookie before the browser goes to the identity provider. An organization signing up gives `organizationName`, as on the email form.",
    permission: "auth.google",
    // A server without Google sign-in has nothing to remember the choice for.
    errors: ["not_found"],
    body: googleIntentSchema.meta({
      description:
        "The account type chosen, whether this is a sign-up, and an organization's name.",
      examples: [
        {
          role: "org",
          source: "signup",
          acceptTerms: true,
          organizationName: "Lovelace Analytics",
        },
      ],
    }),
    response: z.object({ ok: z.literal(true) }),
  }),
  authProfile: defineRoute({ ...profileRead, path: "/api/v1/auth/profile" }),
  authProfileUpdate: defineRoute({ ...profileUpdate, path: "/api/v1/auth/profile" }),
};
