// Signing up over HTTP: the account, its organization profile, the verification email and its
// link, docs/spec.md's validation order and messages, and resending the link.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as resendVerification } from "@/app/api/v1/auth/resend-verification/route";
import { GET as verifyEmail } from "@/app/api/v1/auth/verify-email/route";
import { db } from "@/lib/server/db/client";
import { hashToken } from "@/lib/server/auth/tokens";
import {
  lastMailTo,
  PASSWORD,
  registerThroughApi,
  signedIn,
  uniqueEmail,
} from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";

// Without SMTP_URL every mail is printed to the log; keep the test output readable.
beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Test Person",
    email: uniqueEmail("signup"),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
    role: "user",
    ...overrides,
  };
}

function signup(body: unknown) {
  return call<{ user: { id: string; email: string; role: string } }>(
    register,
    "/api/v1/auth/register",
    { ip: freshIp(), body },
  );
}

/** Opens a verification link the way a browser would; answers the status it redirects to. */
async function openLink(link: string) {
  const response = await call(verifyEmail, link);
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location")!, "http://localhost");
  expect(location.pathname).toBe("/verify-email");
  return location.searchParams.get("status");
}

async function userByEmail(email: string) {
  return db().user.findUnique({ where: { email }, include: { organization: true } });
}

describe("POST /api/v1/auth/register", () => {
  it("creates a user account, stores the email lower-cased and emails a verification link", async () => {
    const mixedCase = `New.Person-${Date.now()}@Example.TEST`;
    const email = mixedCase.toLowerCase();
    const response = await signup(signupBody({ email: `  ${mixedCase} `, name: "Ada Lovelace" }));

    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(response.body.message).toBe(
      "Account created! Please check your email to verify your account",
    );
    expect(response.body.data?.user).toMatchObject({ email, role: "user", emailVerified: false });
    expect(JSON.stringify(response.body)).not.toContain("passwordHash");

    const user = await userByEmail(email);
    expect(user).toMatchObject({ email, name: "Ada Lovelace", role: "user", emailVerified: null });
    expect(user?.organization).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const { mail, link } = await lastMailTo(email);
    expect(mail).toMatchObject({ to: email, kind: "verify_email" });
    expect(link).toMatch(
      new RegExp(`^http://localhost:3000/api/v1/auth/verify-email\\?token=[\\w-]+$`),
    );
  });

  it("creates an org account with an organization profile named as the organization said", async () => {
    const email = uniqueEmail("org");
    const response = await signup(
      signupBody({ email, name: "Ada Lovelace", organizationName: " Acme  Labs ", role: "org" }),
    );

    expect(response.status).toBe(201);
    expect(response.body.data?.user).toMatchObject({
      email,
      name: "Ada Lovelace",
      role: "org",
      organization: { name: "Acme Labs" },
    });
    const user = await userByEmail(email);
    expect(user?.role).toBe("org");
    expect(user?.organization?.name).toBe("Acme Labs");
    expect((await lastMailTo(email)).link).toMatch(/\/api\/v1\/auth\/verify-email\?token=/);
  });

  it("refuses an email that is already registered, whatever its case", async () => {
    const { email, response: first } = await registerThroughApi();
    expect(first.status).toBe(201);

    for (const again of [
      email,
      email.toUpperCase(),
      ` ${email.replace(/^./, (c) => c.toUpperCase())}`,
    ]) {
      const response = await signup(signupBody({ email: again }));
      expect(response.status).toBe(409);
      expect(response.body.success).toBe(false);
      expect(response.body.error).toMatchObject({
        code: "email_in_use",
        message: "An account with this email already exists",
        // The sign-up form shows it at the email field.
        issues: [{ path: "email", message: "An account with this email already exists" }],
      });
    }
    expect(await db().user.count({ where: { email } })).toBe(1);
    expect(await db().mailOutbox.count({ where: { to: email } })).toBe(1);
  });

  it("lets exactly one of two concurrent sign-ups with one email through", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([
      signup(signupBody({ email })),
      signup(signupBody({ email: email.toUpperCase() })),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(results.find((result) => result.status === 409)?.body.error).toMatchObject({
      code: "email_in_use",
      message: "An account with this email already exists",
    });
    expect(await db().user.count({ where: { email } })).toBe(1);
    expect(await db().mailOutbox.count({ where: { to: email } })).toBe(1);
  });

  it("refuses to create an admin account and creates nothing", async () => {
    const email = uniqueEmail("would-be-admin");
    const response = await signup(signupBody({ email, role: "admin" }));

    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({
      code: "forbidden",
      message: "Admin accounts cannot be created by signing up.",
    });
    expect(await db().user.count({ where: { email } })).toBe(0);
    expect(await db().mailOutbox.count({ where: { to: email } })).toBe(0);

    // Refused before any other validation.
    const invalidToo = await signup({ role: "admin", name: "", email: "", acceptTerms: false });
    expect(invalidToo.status).toBe(403);
    expect(invalidToo.body.error).toMatchObject({
      code: "forbidden",
      message: "Admin accounts cannot be created by signing up.",
    });
  });

  // Each case breaks its own rule and every later one, so only the spec's order picks the message.
  // The one issue names the field of that rule.
  const validation: [string, Record<string, unknown>, string, string][] = [
    [
      "an empty name",
      { name: "  ", email: "", password: "", confirmPassword: "x", acceptTerms: false },
      "Please enter your full name",
      "name",
    ],
    [
      "an empty email",
      { email: " ", password: "", confirmPassword: "x", acceptTerms: false },
      "Please enter your email",
      "email",
    ],
    [
      "an empty password",
      { email: "not-an-email", password: "", confirmPassword: "x", acceptTerms: false },
      "Please enter a password",
      "password",
    ],
    [
      "a 5-character password",
      { email: "not-an-email", password: "12345", confirmPassword: "x", acceptTerms: false },
      "Password must be at least 6 characters",
      "password",
    ],
    [
      "a confirmation that does not match",
      { email: "not-an-email", password: "123456", confirmPassword: "1234567", acceptTerms: false },
      "Passwords do not match",
      "confirmPassword",
    ],
    [
      "terms not accepted",
      { email: "not-an-email", password: "123456", confirmPassword: "123456", acceptTerms: false },
      "Please accept the terms and conditions",
      "acceptTerms",
    ],
    [
      "a malformed email",
      { email: "not-an-email", password: "123456", confirmPassword: "123456" },
      "Invalid email address",
      "email",
    ],
    [
      "a too common password",
      { password: "123456", confirmPassword: "123456" },
      "Password is too weak",
      "password",
    ],
  ];

  it.each(validation)("answers 422 for %s", async (_label, overrides, message, path) => {
    const body = signupBody(overrides);
    const response = await signup(body);

    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toMatchObject({
      code: "validation_failed",
      message,
      issues: [{ path, message }],
    });
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    if (email) expect(await db().user.count({ where: { email } })).toBe(0);
  });

  it("answers 400 for a malformed JSON body", async () => {
    const response = await call(register, "/api/v1/auth/register", {
      ip: freshIp(),
      rawBody: '{"name": "Test", "email": ',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: "invalid_json",
      message: "The request body is not valid JSON.",
    });
  });
});

describe("GET /api/v1/auth/verify-email", () => {
  it("verifies on first use, and the same link is invalid afterwards", async () => {
    const { email } = await registerThroughApi();
    const { link } = await lastMailTo(email);

    expect(await openLink(link!)).toBe("verified");
    expect((await userByEmail(email))?.emailVerified).toBeInstanceOf(Date);

    expect(await openLink(link!)).toBe("invalid");
  });

  it("says expired for a link past its time and leaves the account unverified", async () => {
    const { email } = await registerThroughApi();
    const { link } = await lastMailTo(email);
    const token = new URL(link!).searchParams.get("token")!;
    const expired = await db().actionToken.updateMany({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(expired.count).toBe(1);

    expect(await openLink(link!)).toBe("expired");
    expect((await userByEmail(email))?.emailVerified).toBeNull();
  });

  it("verifies once when the same link is opened twice at the same time", async () => {
    const { email } = await registerThroughApi();
    const { link } = await lastMailTo(email);
    const outcomes = await Promise.all([openLink(link!), openLink(link!)]);
    expect(outcomes.sort()).toEqual(["invalid", "verified"]);
    expect((await userByEmail(email))?.emailVerified).toBeInstanceOf(Date);
  });

  it("says invalid for a token that was never issued, or none at all", async () => {
    expect(await openLink("/api/v1/auth/verify-email?token=not-a-real-token")).toBe("invalid");
    expect(await openLink("/api/v1/auth/verify-email")).toBe("invalid");
  });
});

describe("POST /api/v1/auth/resend-verification", () => {
  it("sends a new link; the one from registration stops working, the newest works", async () => {
    const { email } = await registerThroughApi();
    const { mail: oldMail, link: oldLink } = await lastMailTo(email);
    const signedInAs = await call<{ token: string }>(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email, password: PASSWORD, issueToken: true },
    });
    expect(signedInAs.status).toBe(200);

    const resent = await call(resendVerification, "/api/v1/auth/resend-verification", {
      method: "POST",
      bearer: signedInAs.body.data!.token,
      ip: freshIp(),
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({
      success: true,
      message: "Verification email sent. Please check your inbox.",
    });
    const { mail: newMail, link: newLink } = await lastMailTo(email);
    expect(newMail?.id).not.toBe(oldMail?.id);
    expect(newMail?.kind).toBe("verify_email");
    expect(newLink).toMatch(/\/api\/v1\/auth\/verify-email\?token=/);
    expect(newLink).not.toBe(oldLink);

    // The old link says a newer one was sent, rather than only "invalid".
    expect(await openLink(oldLink!)).toBe("superseded");
    expect((await userByEmail(email))?.emailVerified).toBeNull();
    expect(await openLink(newLink!)).toBe("verified");
    expect((await userByEmail(email))?.emailVerified).toBeInstanceOf(Date);
    // Once verified, an old link is just used up.
    expect(await openLink(oldLink!)).toBe("invalid");
  });

  it("answers 429 for the 4th resend within the hour", async () => {
    const { email, token } = await signedIn("user", { verified: false });
    const ip = freshIp();
    const resend = () =>
      call(resendVerification, "/api/v1/auth/resend-verification", {
        method: "POST",
        bearer: token,
        ip,
      });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await resend()).status).toBe(200);

    const fourth = await resend();
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatchObject({
      code: "rate_limited",
      message: "Too many requests. Please try again later",
    });
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db().mailOutbox.count({ where: { to: email } })).toBe(3);
  });

  it("says so when the email is already verified, and sends nothing", async () => {
    const { email, token } = await signedIn("user");
    const response = await call(resendVerification, "/api/v1/auth/resend-verification", {
      method: "POST",
      bearer: token,
      ip: freshIp(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: "Your email is already verified.",
    });
    expect(await db().mailOutbox.count({ where: { to: email } })).toBe(0);
  });
});
