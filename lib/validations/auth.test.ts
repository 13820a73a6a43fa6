import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  changePasswordError,
  changePasswordSchema,
  CHOOSE_ACCOUNT_TYPE,
  displayNameError,
  forgotPasswordError,
  forgotPasswordSchema,
  loginError,
  loginSchema,
  profileUpdateSchema,
  resetPasswordError,
  resetPasswordSchema,
  signupError,
  type SignupInput,
  signupSchema,
} from "./auth";
import {
  ENTER_ORGANIZATION_NAME,
  MAX_ORGANIZATION_NAME_LENGTH,
  SHORTER_ORGANIZATION_NAME,
} from "./organization-name";
import { DEFAULT_RESET_LINK_ERROR } from "@/lib/auth/reset-link";
import { ACCEPT_TERMS } from "./auth-values";
import { FILL_IN_ALL_FIELDS } from "./login";

/** The issues a schema reports, as the API's envelope lists them. */
function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

const VALID_SIGNUP: SignupInput = {
  organizationName: "",
  name: "Ada Lovelace",
  email: "ada@example.test",
  password: "analytical-engine",
  confirmPassword: "analytical-engine",
  acceptTerms: true,
  role: "user",
};

describe("login", () => {
  it("asks for both fields with one message, at the first empty one", () => {
    expect(loginError({ email: " ", password: "" })).toEqual({
      field: "email",
      message: FILL_IN_ALL_FIELDS,
    });
    expect(loginError({ email: "a@b.test", password: "" })).toEqual({
      field: "password",
      message: FILL_IN_ALL_FIELDS,
    });
    expect(loginError({ email: "a@b.test", password: "x" })).toBeNull();
    expect(issuesOf(loginSchema, { email: "a@b.test" })).toEqual([
      { path: "password", message: FILL_IN_ALL_FIELDS },
    ]);
  });
});

describe("signup", () => {
  // docs/spec.md section 5's order: each case also breaks every later rule.
  const steps: [Partial<SignupInput>, keyof SignupInput, string][] = [
    [
      { name: " ", email: "", password: "", confirmPassword: "x", acceptTerms: false },
      "name",
      "Please enter your full name",
    ],
    [
      { email: " ", password: "", confirmPassword: "x", acceptTerms: false },
      "email",
      "Please enter your email",
    ],
    [
      { email: "bad", password: "", confirmPassword: "x", acceptTerms: false },
      "password",
      "Please enter a password",
    ],
    [
      { email: "bad", password: "12345", confirmPassword: "x", acceptTerms: false },
      "password",
      "Password must be at least 6 characters",
    ],
    [
      { email: "bad", password: "123456", confirmPassword: "x", acceptTerms: false },
      "confirmPassword",
      "Passwords do not match",
    ],
    [
      { email: "bad", password: "123456", confirmPassword: "123456", acceptTerms: false },
      "acceptTerms",
      ACCEPT_TERMS,
    ],
    [
      { email: "bad", password: "123456", confirmPassword: "123456" },
      "email",
      "Invalid email address",
    ],
    [{ password: "123456", confirmPassword: "123456" }, "password", "Password is too weak"],
    [{ name: "x".repeat(101) }, "name", "Please enter a shorter name"],
    [
      { password: "p".repeat(201), confirmPassword: "p".repeat(201) },
      "password",
      "Password is too long",
    ],
    [{ role: "admin" }, "role", CHOOSE_ACCOUNT_TYPE],
    // An organization's name is its first field, asked of organizations only.
    [{ role: "org", name: "" }, "organizationName", ENTER_ORGANIZATION_NAME],
    [
      { role: "org", organizationName: "x".repeat(MAX_ORGANIZATION_NAME_LENGTH + 1) },
      "organizationName",
      SHORTER_ORGANIZATION_NAME,
    ],
  ];

  it.each(steps)("%j: the first broken rule is at %s", (overrides, field, message) => {
    const input = { ...VALID_SIGNUP, ...overrides };
    expect(signupError(input)).toEqual({ field, message });
    expect(issuesOf(signupSchema, input)).toEqual([{ path: field, message }]);
  });

  it("accepts a complete form", () => {
    expect(signupError(VALID_SIGNUP)).toBeNull();
    expect(issuesOf(signupSchema, VALID_SIGNUP)).toEqual([]);
  });

  it("keeps an organization's name, tidied, and ignores one sent for a user account", () => {
    const org = { ...VALID_SIGNUP, role: "org", organizationName: "  Acme \n Labs " };
    expect(signupSchema.parse(org).organizationName).toBe("Acme Labs");
    const user = { ...VALID_SIGNUP, organizationName: "Acme Labs" };
    expect(signupSchema.parse(user).organizationName).toBeNull();
  });
});

describe("forgot password", () => {
  it("puts both messages at the email", () => {
    expect(forgotPasswordError(" ")).toEqual({
      field: "email",
      message: "Please enter your email address",
    });
    expect(issuesOf(forgotPasswordSchema, { email: "not-an-address" })).toEqual([
      { path: "email", message: "Please enter a valid email address" },
    ]);
  });
});

describe("reset password", () => {
  it("names the password, or the confirmation when they differ", () => {
    expect(resetPasswordError("", "")).toEqual({
      field: "password",
      message: "Please enter a new password",
    });
    expect(resetPasswordError("abc12", "abc12")).toEqual({
      field: "password",
      message: "Password must be at least 6 characters long",
    });
    expect(resetPasswordError("abcdef-1", "abcdef-2")).toEqual({
      field: "confirmPassword",
      message: "Passwords do not match",
    });
    expect(resetPasswordError("password", "password")).toEqual({
      field: "password",
      message: "Password is too weak. Please choose a stronger password.",
    });
  });

  it("checks the code first, at its own path", () => {
    expect(issuesOf(resetPasswordSchema, { password: "" })).toEqual([
      { path: "oobCode", message: DEFAULT_RESET_LINK_ERROR },
    ]);
    expect(issuesOf(resetPasswordSchema, { oobCode: "c", password: "abcdef-1" })).toEqual([]);
  });
});

describe("settings", () => {
  it("puts a display name problem at the name", () => {
    expect(displayNameError("   ")).toEqual({
      field: "name",
      message: "Please enter your full name",
    });
    expect(issuesOf(profileUpdateSchema, { name: "x".repeat(101) })).toEqual([
      { path: "name", message: "Please enter a shorter name" },
    ]);
  });

  it("puts a password change problem at the field it is about", () => {
    const base = { currentPassword: "old-secret", newPassword: "new-secret-1" };
    expect(changePasswordError({ ...base, currentPassword: "", confirmPassword: "" })).toEqual({
      field: "currentPassword",
      message: "Please enter your current password",
    });
    expect(issuesOf(changePasswordSchema, { ...base, newPassword: "abc12" })).toEqual([
      { path: "newPassword", message: "Password must be at least 6 characters long" },
    ]);
    expect(issuesOf(changePasswordSchema, { ...base, confirmPassword: "other" })).toEqual([
      { path: "confirmPassword", message: "Passwords do not match" },
    ]);
    // API callers may leave the confirmation out.
    expect(issuesOf(changePasswordSchema, base)).toEqual([]);
  });
});

describe("a required field left out", () => {
  // The API document marks these fields required; a client that drops one hears what an empty one
  // would get, at its path.
  it.each([
    ["login email", loginSchema, { password: "x" }, "email", FILL_IN_ALL_FIELDS],
    ["login password", loginSchema, { email: "a@b.co" }, "password", FILL_IN_ALL_FIELDS],
    [
      "signup name",
      signupSchema,
      { ...VALID_SIGNUP, name: undefined },
      "name",
      "Please enter your full name",
    ],
    [
      "signup terms",
      signupSchema,
      { ...VALID_SIGNUP, acceptTerms: undefined },
      "acceptTerms",
      ACCEPT_TERMS,
    ],
    ["forgot email", forgotPasswordSchema, {}, "email", "Please enter your email address"],
    [
      "reset code",
      resetPasswordSchema,
      { password: "analytical-engine" },
      "oobCode",
      DEFAULT_RESET_LINK_ERROR,
    ],
    [
      "current password",
      changePasswordSchema,
      { newPassword: "analytical-engine" },
      "currentPassword",
      "Please enter your current password",
    ],
    ["display name", profileUpdateSchema, {}, "name", "Please enter your full name"],
  ])("%s gets the empty field's message", (_label, schema, input, path, message) => {
    expect(issuesOf(schema, input)).toEqual([{ path, message }]);
  });

  it("still says what a field of the wrong type is", () => {
    expect(issuesOf(loginSchema, { email: 5, password: "x" })).toEqual([
      { path: "email", message: "Invalid input: expected string, received number" },
    ]);
  });
});
