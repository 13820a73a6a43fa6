// Password login over HTTP: the answers for bad credentials, the failure limit, what a success
// hands out (and stores), and which credentials later requests are refused with.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as profile } from "@/app/api/v1/auth/profile/route";
import { GET as getUser } from "@/app/api/v1/users/[id]/route";
import { EMAIL_NOT_VERIFIED } from "@/lib/api/authorize";
import { AUTH_MESSAGES } from "@/lib/auth/auth-messages";
import { db } from "@/lib/server/db/client";
import { hashToken } from "@/lib/server/auth/tokens";
import { PASSWORD, registerThroughApi, signedIn, uniqueEmail } from "@/test/integration/accounts";
import { Browser, call, freshIp } from "@/test/integration/http";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

interface LoginData {
  token: string;
  expiresAt: string;
  user: { id: string; email: string; role: string; emailVerified: boolean };
}

function logIn(body: unknown, headers?: Record<string, string>) {
  return call<LoginData>(login, "/api/v1/auth/login", { ip: freshIp(), body, headers });
}

const AUTH_REQUIRED = "Authentication required. Please log in again.";

describe("POST /api/v1/auth/login refuses", () => {
  it("a wrong password with 401 invalid_credentials", async () => {
    const { email } = await registerThroughApi();
    const response = await logIn({ email, password: "not-the-password" });
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toMatchObject({
      code: "invalid_credentials",
      message: AUTH_MESSAGES.invalidCredentials,
    });
    expect(response.setCookies).toEqual([]);
  });

  it("an unknown email with the very same answer", async () => {
    const response = await logIn({ email: uniqueEmail("nobody"), password: PASSWORD });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({
      code: "invalid_credentials",
      message: AUTH_MESSAGES.invalidCredentials,
    });
  });

  it.each([
    ["no email", { password: PASSWORD }],
    ["no password", { email: "someone@example.test" }],
    ["blank fields", { email: "  ", password: "" }],
    ["an empty body", {}],
  ])("%s with 422 'Please fill in all fields'", async (_label, body) => {
    const response = await logIn(body);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      code: "validation_failed",
      message: "Please fill in all fields",
    });
  });

  it("a suspended account with 403 account_suspended", async () => {
    const { email } = await registerThroughApi();
    await db().user.update({ where: { email }, data: { isActive: false } });
    const response = await logIn({ email, password: PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({
      code: "account_suspended",
      message: "This account has been suspended. Please contact support.",
    });
    expect(response.setCookies).toEqual([]);
  });
});

describe("the failed-login limit", () => {
  // One client address per test: the limit counts an account's failures per address.
  let ip = freshIp();
  beforeEach(() => {
    ip = freshIp();
  });
  const logIn = (body: unknown) => call<LoginData>(login, "/api/v1/auth/login", { ip, body });

  it("answers 429 with Retry-After on the 6th attempt after 5 failures, even with the right password", async () => {
    const { email } = await registerThroughApi();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await logIn({ email, password: `wrong-${attempt}` });
      expect(failed.status).toBe(401);
      expect(failed.body.error?.code).toBe("invalid_credentials");
    }

    const locked = await logIn({ email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({
      code: "rate_limited",
      message: "Too many failed attempts. Please try again later",
    });
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.setCookies).toEqual([]);
    // The email is counted whatever its case.
    expect((await logIn({ email: email.toUpperCase(), password: PASSWORD })).status).toBe(429);
  });

  it("starts counting again after a successful login", async () => {
    const { email } = await registerThroughApi();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await logIn({ email, password: "wrong-password" })).status).toBe(401);
    }
    expect((await logIn({ email, password: PASSWORD })).status).toBe(200);

    // Without the reset, the 5th failure overall would already have locked the account.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await logIn({ email, password: "wrong-password" })).status).toBe(401);
    }
    expect((await logIn({ email, password: PASSWORD })).status).toBe(429);
  });

  it("checks at most 5 passwords when 30 attempts arrive at once", async () => {
    const { email } = await registerThroughApi();
    const attempts = Array.from({ length: 30 }, (_, i) => logIn({ email, password: `guess-${i}` }));
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    // Each attempt is counted atomically before its password is checked: 5 are checked
    // (wrong: 401), every other one is refused unchecked; then the right password is too.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect((await logIn({ email, password: PASSWORD })).status).toBe(429);
  });

  it("locks the account only for the address that failed: its owner elsewhere still signs in", async () => {
    const { email } = await registerThroughApi();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await logIn({ email, password: "wrong-password" })).status).toBe(401);
    }
    expect((await logIn({ email, password: PASSWORD })).status).toBe(429);
    const fromHome = await call(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email, password: PASSWORD },
    });
    expect(fromHome.status).toBe(200);
  });

  it("stops a stranger who changes address at the account-wide ceiling, for every address the account does not know, for one window", async () => {
    const { email } = await registerThroughApi();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 101; attempt += 1) {
      const response = await call(login, "/api/v1/auth/login", {
        ip: freshIp(),
        body: { email, password: "wrong-password" },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
    // The right password from yet another address the account has never signed in from.
    const unknown = await call(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email, password: PASSWORD },
    });
    expect(unknown.status).toBe(429);
    expect(Number(unknown.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
  });

  it("never locks other accounts out because one address failed many logins", async () => {
    const strangerIp = freshIp();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      await call(login, "/api/v1/auth/login", {
        ip: strangerIp,
        body: { email: `nobody-${attempt}@example.test`, password: "wrong-password" },
      });
    }
    const { email } = await registerThroughApi();
    expect((await logIn({ email, password: PASSWORD })).status).toBe(200);
  });
});

describe("a successful login", () => {
  it("answers a browser the account and an HttpOnly session cookie, no API token, and never the password hash", async () => {
    const { email } = await registerThroughApi();
    const response = await logIn({ email, password: PASSWORD });

    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.message).toBe("Login successful");
    expect(response.body.data?.user).toMatchObject({ email, role: "user" });
    expect(response.body.data).not.toHaveProperty("token");
    expect(await db().apiToken.count({ where: { user: { email } } })).toBe(0);
    const raw = JSON.stringify(response.body);
    expect(raw).not.toContain("passwordHash");
    expect(raw).not.toContain("$argon2");

    expect(response.setCookies).toHaveLength(2);
    const [cookie, device] = response.setCookies;
    expect(cookie).toMatch(/^authjs\.session-token=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    // The device cookie by which later sign-ins from this browser are known: signed, a year.
    expect(device).toMatch(
      /^coinmarket\.device=v1\.[\w-]{43}\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=31536000$/,
    );
  });

  it("answers an API client that asks for one a cm_ token and no cookie", async () => {
    const { email } = await registerThroughApi();
    const response = await logIn({ email, password: PASSWORD, issueToken: true });
    expect(response.status).toBe(200);
    expect(response.body.data?.token).toMatch(/^cm_[\w-]{20,}$/);
    expect(response.setCookies).toEqual([]);
    expect(
      (await call(profile, "/api/v1/auth/profile", { bearer: response.body.data!.token })).status,
    ).toBe(200);
  });

  it("refuses an issueToken that is not a boolean", async () => {
    const { email } = await registerThroughApi();
    const response = await logIn({ email, password: PASSWORD, issueToken: "yes" });
    expect(response.status).toBe(422);
    expect(response.body.error?.message).toBe("issueToken must be true or false");
  });

  it("sets the __Secure- cookie with the Secure flag behind an HTTPS proxy", async () => {
    const { email } = await registerThroughApi();
    const response = await logIn({ email, password: PASSWORD }, { "x-forwarded-proto": "https" });
    expect(response.status).toBe(200);
    const [cookie, device] = response.setCookies;
    expect(cookie).toMatch(
      /^__Secure-authjs\.session-token=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(cookie).toMatch(/;\s*Secure(;|$)/);
    expect(device).toMatch(/^__Host-coinmarket\.device=v1\.[\w.-]+; Path=\/; HttpOnly;.*; Secure$/);

    // The __Secure- cookie is a working session.
    const session = cookie!.split(";")[0]!;
    expect(
      (await call(profile, "/api/v1/auth/profile", { headers: { cookie: session } })).status,
    ).toBe(200);
  });

  it("stores only hashes of the token and the session", async () => {
    const { email } = await registerThroughApi();
    const browser = new Browser();
    const response = await browser.call<LoginData>(login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    const token = (await logIn({ email, password: PASSWORD, issueToken: true })).body.data!.token;
    const sessionToken = browser.cookies.get("authjs.session-token")!;
    const userId = response.body.data!.user.id;

    const tokens = await db().apiToken.findMany({ where: { userId } });
    expect(tokens.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
    expect(await db().apiToken.count({ where: { tokenHash: token } })).toBe(0);

    const sessions = await db().session.findMany({ where: { userId } });
    expect(sessions.map((row) => row.sessionToken)).toEqual([hashToken(sessionToken)]);
    expect(await db().session.count({ where: { sessionToken } })).toBe(0);
  });

  it("lets an unverified account in, but only to the routes that allow it", async () => {
    const { user, token, browser } = await signedIn("user", { verified: false });

    const own = await call(profile, "/api/v1/auth/profile", { bearer: token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: user.id, emailVerified: false });
    expect((await browser.call(profile, "/api/v1/auth/profile")).status).toBe(200);

    const guarded = await call(getUser, `/api/v1/users/${user.id}`, {
      bearer: token,
      params: { id: user.id },
    });
    expect(guarded.status).toBe(403);
    expect(guarded.body.error).toMatchObject({
      code: "email_not_verified",
      message: EMAIL_NOT_VERIFIED,
    });
    const byCookie = await browser.call(getUser, `/api/v1/users/${user.id}`, {
      params: { id: user.id },
    });
    expect(byCookie.status).toBe(403);
    expect(byCookie.body.error?.code).toBe("email_not_verified");
  });
});

describe("credentials on later requests", () => {
  it("answers 401 without any credential", async () => {
    const response = await call(profile, "/api/v1/auth/profile");
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: "unauthorized", message: AUTH_REQUIRED });
  });

  it("answers 401 for a garbage Bearer token, even when a valid cookie comes with it", async () => {
    const { browser } = await signedIn();
    expect((await browser.call(profile, "/api/v1/auth/profile")).status).toBe(200);

    const response = await browser.call(profile, "/api/v1/auth/profile", {
      bearer: "cm_not-a-real-token",
    });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: "unauthorized", message: AUTH_REQUIRED });
  });

  it("answers 401 for an expired API token", async () => {
    const { token } = await signedIn();
    expect((await call(profile, "/api/v1/auth/profile", { bearer: token })).status).toBe(200);
    await db().apiToken.update({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

    const response = await call(profile, "/api/v1/auth/profile", { bearer: token });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: "unauthorized", message: AUTH_REQUIRED });
  });

  it("answers 401 for an expired session cookie", async () => {
    const { browser } = await signedIn();
    const sessionToken = browser.cookies.get("authjs.session-token")!;
    await db().session.update({
      where: { sessionToken: hashToken(sessionToken) },
      data: { expires: new Date(Date.now() - 1000) },
    });

    const response = await browser.call(profile, "/api/v1/auth/profile");
    expect(response.status).toBe(401);
    expect(response.body.error?.message).toBe(AUTH_REQUIRED);
  });
});
