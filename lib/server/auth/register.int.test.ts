// Signing up over HTTP: the account, its organization profile, the verification email and its
// link, docs/spec.md's validation order and messages, and resending the link.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as resendVerification } from "@/app/api/v1/auth/resend-verification/route";
import { GET as verifyEmail } from "@/app/api/v1/auth/verify-email/route";
import { NOT_JSON } from "@/lib/api/json-body";
import { db } from "@/lib/server/db/client";
import { ALREADY_VERIFIED, VERIFICATION_SENT } from "@/lib/server/auth/email-verification";
import { hashToken } from "@/lib/server/auth/tokens";
import { ADMIN_SELF_REGISTRATION } from "@/lib/validations/registration";
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

/** The answer's structure: every key and the type of every value, not the values. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)] as const),
    );
  }
  return value === null ? "null" : typeof value;
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

  it("answers an email that already has an account as a new one, and mails its owner instead", async () => {
    const owner = await registerThroughApi({ name: "Owner Person" });
    expect(owner.response.status).toBe(201);
    const newcomer = await signup(signupBody());
    expect(newcomer.status).toBe(201);

    for (const again of [
      owner.email,
      owner.email.toUpperCase(),
      ` ${owner.email.replace(/^./, (c) => c.toUpperCase())}`,
    ]) {
      const response = await signup(
        signupBody({
          email: again,
          name: "Someone Else",
          password: "another-secret-5",
          confirmPassword: "another-secret-5",
        }),
      );
      // What a new address gets: the status, the message, and an account of the same shape.
      expect(response.status).toBe(newcomer.status);
      expect(response.body.success).toBe(true);
      expect(response.body.message).toBe(newcomer.body.message);
      expect(response.headers.get("location")).toBe(newcomer.headers.get("location"));
      expect(shapeOf(response.body)).toEqual(shapeOf(newcomer.body));
      expect(response.body.data?.user).toMatchObject({
        email: owner.email,
        name: "Someone Else",
        role: "user",
        emailVerified: false,
      });
    }

    // No second account, and the owner's password is untouched.
    expect(await db().user.count({ where: { email: owner.email } })).toBe(1);
    const account = await userByEmail(owner.email);
    expect(account?.name).toBe("Owner Person");
    expect(
      (
        await call(login, "/api/v1/auth/login", {
          ip: freshIp(),
          body: { email: owner.email, password: PASSWORD },
        })
      ).status,
    ).toBe(200);

    // The owner hears about it, with links to sign in and to reset the password.
    const notices = await db().mailOutbox.findMany({
      where: { to: owner.email, kind: "signup_existing_account" },
    });
    expect(notices).toHaveLength(3);
    const text = notices[0]!.text;
    expect(text).toContain("Hi Owner Person,");
    expect(text).toContain("http://localhost:3000/login");
    expect(text).toContain("http://localhost:3000/forgot-password");
    expect(notices[0]!.html).toContain("http://localhost:3000/login");
    // ...and only the one verification mail of the real sign-up.
    expect(await db().mailOutbox.count({ where: { to: owner.email, kind: "verify_email" } })).toBe(
      1,
    );
  });

  it("caps the owner's notices at 3 an hour; past it the answer is the same and no mail goes", async () => {
    const { email } = await registerThroughApi();
    const newcomer = await signup(signupBody());
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signup(signupBody({ email }));
      expect(response.status).toBe(201);
      expect(response.body.message).toBe(newcomer.body.message);
      // The cap is never told: the RateLimit-* headers are a new address's.
      for (const header of ["ratelimit-limit", "ratelimit-remaining"]) {
        expect(response.headers.get(header)).toBe(newcomer.headers.get(header));
      }
    }
    expect(
      await db().mailOutbox.count({ where: { to: email, kind: "signup_existing_account" } }),
    ).toBe(3);
  });

  it("answers an organization's sign-up with a taken email as a new organization's", async () => {
    const { email } = await registerThroughApi({ role: "user" });
    const newcomer = await signup(
      signupBody({ role: "org", organizationName: "Acme Labs", name: "Ada Lovelace" }),
    );
    const response = await signup(
      signupBody({ email, role: "org", organizationName: "Acme Labs", name: "Ada Lovelace" }),
    );
    expect(response.status).toBe(201);
    expect(shapeOf(response.body)).toEqual(shapeOf(newcomer.body));
    expect(response.body.data?.user).toMatchObject({
      role: "org",
      organization: { name: "Acme Labs" },
    });
    const account = await userByEmail(email);
    expect(account?.role).toBe("user");
    expect(account?.organization).toBeNull();
  });

  it("mails the owner links to the app's own origin, whatever host the request names", async () => {
    const { email } = await registerThroughApi();
    const response = await call(register, "/api/v1/auth/register", {
      ip: freshIp(),
      headers: {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        forwarded: "host=evil.example;proto=https",
      },
      body: signupBody({ email }),
    });
    expect(response.status).toBe(201);
    const { mail } = await lastMailTo(email);
    expect(mail?.kind).toBe("signup_existing_account");
    expect(`${mail?.text} ${mail?.html}`).not.toContain("evil.example");
    expect(mail?.text).toContain("http://localhost:3000/login");
  });

  it("creates one account when two sign-ups with one email arrive at once, and answers both alike", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([
      signup(signupBody({ email })),
      signup(signupBody({ email: email.toUpperCase() })),
    ]);
    expect(results.map((result) => result.status)).toEqual([201, 201]);
    expect(shapeOf(results[0]!.body)).toEqual(shapeOf(results[1]!.body));
    expect(await db().user.count({ where: { email } })).toBe(1);
    expect(await db().mailOutbox.count({ where: { to: email, kind: "verify_email" } })).toBe(1);
    expect(
      await db().mailOutbox.count({ where: { to: email, kind: "signup_existing_account" } }),
    ).toBe(1);
  });

  it("refuses to create an admin account and creates nothing", async () => {
    const email = uniqueEmail("would-be-admin");
    const response = await signup(signupBody({ email, role: "admin" }));

    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({
      code: "forbidden",
      message: ADMIN_SELF_REGISTRATION,
    });
    expect(await db().user.count({ where: { email } })).toBe(0);
    expect(await db().mailOutbox.count({ where: { to: email } })).toBe(0);

    // Refused before any other validation.
    const invalidToo = await signup({ role: "admin", name: "", email: "", acceptTerms: false });
    expect(invalidToo.status).toBe(403);
    expect(invalidToo.body.error).toMatchObject({
      code: "forbidden",
      message: ADMIN_SELF_REGISTRATION,
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

  it.for(validation)("answers 422 for %s", async ([, overrides, message, path]) => {
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
      message: NOT_JSON,
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
      message: VERIFICATION_SENT,
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
      message: ALREADY_VERIFIED,
    });
    expect(await db().mailOutbox.count({ where: { to: email } })).toBe(0);
  });
});
